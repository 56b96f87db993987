/**
 * The studio's own script (not part of sq-elements): marks today's row of the opening hours
 * (`<dl class="hours">`, each `<dt data-days="…">` listing its weekdays, 0 = Sunday), by the
 * studio's clock in Hudson, NY: the row is highlighted (the stylesheet's `.hours-today`, drawn
 * without moving anything) and its term says "today" to a screen reader (`aria-current="date"`
 * and hidden text). A file of the site, no inline code, and it writes text only (no HTML
 * strings), so it runs under a strict Content-Security-Policy.
 */
const HOUR = 3_600_000;

/** The `n`th Sunday (1 = first) of `month` (0 = January) in `year`, as a UTC day. */
function nthSunday(year, month, n) {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - first) % 7) + (n - 1) * 7);
}

/**
 * Today's weekday at the studio, 0 (Sunday) to 6, by US Eastern time: UTC-5, and UTC-4 from 2 am
 * on the second Sunday of March to 2 am on the first Sunday of November (the rule since 2007).
 * Worked out here rather than with `Intl.DateTimeFormat` and a time zone, whose first use costs
 * the page tens of milliseconds of main thread while the browser loads its zone data.
 */
function studioWeekday(now = new Date()) {
  const year = now.getUTCFullYear();
  const summer =
    now.getTime() >= nthSunday(year, 2, 2) + 7 * HOUR &&
    now.getTime() < nthSunday(year, 10, 1) + 6 * HOUR;
  return new Date(now.getTime() - (summer ? 4 : 5) * HOUR).getUTCDay();
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
