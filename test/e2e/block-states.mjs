/**
 * Drives the blocks of any page into their visible states, finding them by tag, part and role
 * (never by a page's copy): forms empty-submitted, filled, captcha solved and sent; gallery and
 * standalone lightboxes opened and closed; slideshows moved; videos played; the cookie banner
 * accepted. Shared by the end-to-end tests that run every state under a condition (a strict
 * Content-Security-Policy, hostile settings).
 */
/* global document, window -- in functions the browser runs (page.evaluate) */

/** What each labelled part of a name, address, date, time or phone field takes (SPEC §3, §5). */
const PART_VALUES = {
  'First Name': 'Ada',
  'Last Name': 'Potter',
  'Address Line 1': '14 Pottery Lane',
  City: 'Hudson',
  'State/Province': 'NY',
  'Zip/Postal Code': '12534',
  Country: 'United States',
  Month: '5',
  Day: '12',
  Year: '2030',
  Hour: '10',
  Minute: '30',
  'Country Code': '1',
  'Area Code': '518',
  Prefix: '555',
  Line: '0142',
};

/** A value for a single control that passes its kind's checks, from its type and keypad. */
function textValue({ localName, type, inputMode }) {
  if (localName === 'textarea') return 'A short note about the piece.';
  if (type === 'email') return 'ada@example.com';
  if (type === 'url') return 'https://example.com';
  if (inputMode === 'decimal') return '3';
  return 'Ada';
}

/** The sq-* blocks of `tag` on the page, as locators. */
export async function blocksOf(page, tag) {
  return page.locator(tag).all();
}

/** Fills every required field of the form block `block` with values its checks accept. */
export async function fillRequired(block) {
  const fields = await block.locator('[part~="field"]:has([part="required-marker"])').all();
  for (const field of fields) {
    const radios = field.locator('input[type="radio"]');
    const checkboxes = field.locator('input[type="checkbox"]');
    if ((await radios.count()) > 0) {
      // One choice per group (a likert field has a group per question).
      const names = await radios.evaluateAll((all) => [...new Set(all.map((r) => r.name))]);
      for (const name of names)
        await field.locator(`input[type="radio"][name="${name}"]`).first().check();
      continue;
    }
    if ((await checkboxes.count()) > 0) {
      await checkboxes.first().check();
      continue;
    }
    for (const control of await field.locator('input, textarea, select').all()) {
      const label = await control.evaluate(
        (el) => el.getRootNode().querySelector(`label[for="${el.id}"]`)?.textContent?.trim() ?? '',
      );
      const kind = await control.evaluate((el) => ({
        localName: el.localName,
        type: el.type,
        inputMode: el.inputMode,
      }));
      if (kind.localName === 'select') {
        const value = await control.evaluate(
          (el) => [...el.options].find((option) => option.value)?.value ?? '',
        );
        await control.selectOption(value);
      } else if (label in PART_VALUES) {
        await control.fill(PART_VALUES[label]);
      } else if (!label.startsWith('Address Line 2') && label !== 'Second') {
        await control.fill(textValue(kind));
      }
    }
  }
}

/** Solves the form's captcha (the local double's checkbox) when it has one. */
export async function solveCaptcha(block) {
  const captcha = block.locator('[part="captcha"]');
  if ((await captcha.count()) === 0) return;
  await captcha.locator('input[type="checkbox"]').check();
  await block.locator('[part="submit"]:not([disabled])').waitFor();
}

/** Submits the form block with nothing filled in and waits for its error (banner or status). */
export async function submitEmpty(block) {
  await block.locator('[part="submit"]').click();
  await block
    .locator('[part="banner"]:not([hidden]), [part="message"]:not([hidden])')
    .first()
    .waitFor();
}

/** Fills, solves the captcha and submits the form block; waits for its success view. */
export async function submitFilled(block) {
  await fillRequired(block);
  await solveCaptcha(block);
  await block.locator('[part="submit"]').click();
  await block.locator('[part="success"]').waitFor({ state: 'visible' });
}

/** Whether the gallery block's items open a lightbox (its `lightbox` setting). */
export async function hasLightbox(gallery) {
  const json = await gallery.getAttribute('data-block-json');
  try {
    return JSON.parse(json ?? '{}').lightbox === true;
  } catch {
    return false;
  }
}

/** The open lightbox dialog of the page (any `<sq-lightbox>`). */
export function openDialog(page) {
  return page.locator('sq-lightbox dialog[open]');
}

/**
 * Opens the lightbox from `opener` (a click), waits until it has finished opening, then closes
 * it with Escape and waits until it is gone.
 */
export async function openAndCloseLightbox(page, opener) {
  await opener.click();
  await openDialog(page).waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('sq-lightbox')].some((box) => box.isOpen),
  );
  await page.keyboard.press('Escape');
  await openDialog(page).waitFor({ state: 'detached' });
}

/** Opens and closes the lightbox of each item-opening gallery, from its current (or first) item. */
export async function galleryLightboxes(page) {
  for (const gallery of await blocksOf(page, 'sq-gallery')) {
    if (!(await hasLightbox(gallery))) continue;
    await gallery.scrollIntoViewIfNeeded();
    // The current slide's item: a slideshow shows only that one.
    const current = gallery.locator('[part~="slide"][part~="current"] [role="button"]');
    const item = (await current.count()) > 0 ? current : gallery.locator('[role="button"]');
    await openAndCloseLightbox(page, item.first());
  }
}

/** Opens and closes each standalone lightbox of the page's markup, from its first item. */
export async function standaloneLightboxes(page) {
  for (const box of await blocksOf(page, 'sq-lightbox')) {
    const first = box.locator(':scope > [data-slide-id], :scope > [data-slide-url]').first();
    if ((await first.count()) === 0) continue;
    await first.scrollIntoViewIfNeeded();
    await openAndCloseLightbox(page, first.locator('img').first());
  }
}

/** Moves each slideshow of the page to its next slide, waiting until the change has finished. */
export async function nextSlides(page) {
  for (const gallery of await blocksOf(page, 'sq-gallery')) {
    const next = gallery.locator('[part~="next"]:not([hidden])');
    if ((await next.count()) === 0 || !(await next.isVisible())) continue;
    if ((await next.getAttribute('aria-disabled')) === 'true') continue;
    const before = await gallery.evaluate((el) => el.currentIndex);
    await next.click();
    await page.waitForFunction(
      ([el, index]) => el.currentIndex !== index && !el.inMotion,
      [await gallery.elementHandle(), before],
    );
  }
}

/** Plays each video block of the page and waits until it shows its player. */
export async function playVideos(page) {
  for (const video of await blocksOf(page, 'sq-video')) {
    await video.scrollIntoViewIfNeeded();
    await video.locator('[part="play"]').click();
    await video.locator('[part="player"]').waitFor();
  }
}

/** Accepts the cookie banner and waits until it has gone. */
export async function acceptBanner(page) {
  const banner = page.locator('sq-cookie-banner');
  await banner.locator('[part~="accept"]').click();
  await banner.waitFor({ state: 'detached' });
}

/** Shows the system error overlay through the runtime's handle, then clears it. */
export async function systemErrorOverlay(page, runtimeKey, error = 'A test failure') {
  await page.evaluate(
    ([key, message]) => window[Symbol.for(key)].reportSystemError(new Error(message)),
    [runtimeKey, error],
  );
  const overlay = page.locator('sq-system-error');
  await overlay.locator('dialog[open]').waitFor();
  await overlay.getByRole('button', { name: 'Clear' }).click();
  await overlay.waitFor({ state: 'detached' });
}
