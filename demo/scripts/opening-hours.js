/**
 * The studio's own script (not part of sq-elements): marks today's row of the opening hours
 * (`<dl class="hours">`, each `<dt data-days="…">` listing its weekdays, 0 = Sunday), by the
 * studio's clock in Hudson, NY: the row is highlighted (the stylesheet's `.hours-today`, drawn
 * without moving anything) and its term says "today" to a screen reader (`aria-current="date"`
 * and hidden text). A file of the site, no inline code, and it writes text only (no HTML
 * strings), so it runs under a strict Content-Security-Policy.
 */
const STUDIO_TIME_ZONE = 'America/New_York';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Today's weekday at the studio, 0 (Sunday) to 6. */
function studioWeekday(now = new Date()) {
  const name = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    timeZone: STUDIO_TIME_ZONE,
  }).format(now);
  return WEEKDAYS.indexOf(name);
}

/** Marks the row of `list` whose days include `weekday`. */
function markToday(list, weekday) {
  for (const term of list.querySelectorAll('dt[data-days]')) {
    const days = term.dataset.days.split(/\s+/).map(Number);
    if (!days.includes(weekday)) continue;
    const label = document.createElement('span');
    label.className = 'visually-hidden';
    label.textContent = ' (today)';
    term.append(label);
    term.setAttribute('aria-current', 'date');
    term.classList.add('hours-today');
    term.nextElementSibling?.classList.add('hours-today');
  }
}

const weekday = studioWeekday();
for (const list of document.querySelectorAll('dl.hours')) markToday(list, weekday);
