// The block inspector (ARCHITECTURE "Editor overlay"): a complete form for every element's schema,
// each kind of control, the schema's messages, list editing, and the tweak events (SPEC §3).
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRef, useState } from 'react';
import { flushSync } from 'react-dom';
import generated from '../../editor/generated/block-schemas.json' with { type: 'json' };
import {
  Inspector,
  type InspectorHandle,
  type InspectorProps,
} from '../../editor/inspector/Inspector.tsx';
import { labelOf, type JsonSchema } from '../../editor/inspector/json-schema.ts';
import type { BlockData, TweakEvent } from '../../editor/inspector/tweak-events.ts';
import {
  accessibleName,
  choose,
  control,
  messageOf,
  press,
  typeInto,
} from './inspector-helpers.ts';
import { cleanup, render } from './render.ts';

const schemas = generated as Record<string, JsonSchema>;

/** Valid data of every block the inspector knows (the least each element's schema asks for). */
const VALID: Record<string, BlockData> = {
  'sq-accordion': { allowMultipleOpen: true },
  'sq-account': {
    id: '61b2c3d4e5f60718293a4b5c',
    email: 'visitor@example.com',
    firstName: 'Ada',
    lastName: 'Visitor',
    memberships: [],
    orders: [],
  },
  'sq-audio': { title: 'Studio sounds', autoAdvance: true },
  'sq-button': { buttonText: 'Visit the shop', clickthroughUrl: '/shop' },
  'sq-cart': {},
  'sq-checkout': { step: 'details', kind: 'order' },
  'sq-comments-count': {},
  'sq-map': { location: { mapLat: 42.2529, mapLng: -73.791 }, style: 'Grayscale' },
  'sq-member-area': { memberAreaId: 'studio' },
  'sq-mobile-info-bar': {
    style: 2,
    isContactPhoneNumberEnabled: true,
    contactPhoneNumber: '+1 518 555 0142',
    businessHours: [{ days: 'Saturday', hours: '10 am to 5 pm' }],
  },
  'sq-cookie-banner': { cookieBannerTheme: 'DARK', cookieBannerText: '<p>We use cookies.</p>' },
  'sq-embed': { url: 'https://example.com/timetable', title: 'Kiln timetable', height: 400 },
  'sq-donation': {
    donatePageId: '6a1b2c3d4e5f60718293a4d1',
    suggestedAmountsCents: [2500, 5000],
    minimumCents: 500,
    buttonText: 'Give to the kiln fund',
  },
  'sq-form': {
    formId: 'contact',
    fields: [
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'topic', type: 'select', title: 'Topic', options: ['Orders', 'Classes'] },
    ],
  },
  'sq-gallery': { design: 'grid', slidesPerRow: 3, autoplay: false },
  'sq-image': { cropMode: 'contain', focalPoint: { x: 0.5, y: 0.25 } },
  'sq-lightbox': { theme: 'light', labels: { close: 'Fermer' } },
  'sq-newsletter': { formId: 'news', title: 'Stay in touch' },
  'sq-product': { productId: '6a1b2c3d4e5f60718293a401', layout: 'card' },
  'sq-reservation': { accountId: 'kilnandclay', iframe: false, overlay: true },
  'sq-social-gallery': { type: 'photo-sharing', id: 'kiln-and-clay-feed', value: { count: 6 } },
  'sq-social-links': { display: 'icons', label: 'Elsewhere', follow: { handle: 'kilnandclay' } },
  'sq-video': { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', muted: true },
  'sq-menu': {
    label: 'Café menu',
    sections: [{ title: 'Coffee', items: [{ name: 'Cortado', price: 4.25 }] }],
  },
  'sq-chart': {
    type: 'bar',
    title: 'Kiln fund raised per year',
    valueFormat: 'currency',
    data: { labels: ['2024', '2025'], series: [{ name: 'Donations', values: [4650, 5200] }] },
  },
  'sq-search': { placeholder: 'Search the journal', suggestions: true, limit: 6 },
  'sq-summary': { collectionId: '6b2c3d4e5f60718293a4b501', design: 'grid', limit: 3 },
  'sq-collection-link': { collectionId: '6b2c3d4e5f60718293a4b501' },
  'sq-tour-dates': {
    dates: [{ date: '2027-05-22', venue: 'Kingston Clay Festival', city: 'Kingston, NY' }],
  },
  'sq-calendar': { collectionId: '6b2c3d4e5f60718293a4b502', month: '2026-12' },
};

/** Every label, legend and switch name in `root`, as a user reads them. */
const names = (root: ParentNode) =>
  new Set([
    ...[...root.querySelectorAll('label, legend')].map((el) => el.firstChild?.textContent ?? ''),
    ...[...root.querySelectorAll<HTMLElement>('[role="switch"]')].map(accessibleName),
  ]);

function inspect(props: Partial<InspectorProps> & { tag: string }) {
  const changes: BlockData[] = [];
  const ref = createRef<InspectorHandle>();
  const host = render(
    <Inspector
      data={VALID[props.tag] ?? {}}
      onChange={(data) => changes.push(data)}
      ref={ref}
      {...props}
    />,
  );
  return { host, changes, ref };
}

describe('inspector: a form from the element schema', () => {
  afterEach(cleanup);

  it('covers every element with a schema', () => {
    expect(Object.keys(schemas).sort()).to.deep.equal(Object.keys(VALID).sort());
  });

  for (const tag of Object.keys(VALID)) {
    it(`renders a complete, valid, accessible form for <${tag}>`, async () => {
      const { host } = inspect({ tag });
      const form = host.querySelector('form')!;
      expect(form !== null, 'a form').to.equal(true);
      const shown = names(form);
      const missing = Object.keys(schemas[tag]!.properties!).filter(
        (key) => !shown.has(labelOf(key)),
      );
      expect(missing, 'settings without a control').to.deep.equal([]);
      expect(
        form.querySelectorAll('[aria-invalid="true"]'),
        'controls marked invalid',
      ).to.have.length(0);
      for (const el of form.querySelectorAll<HTMLElement>('input, select, textarea, button')) {
        expect(accessibleName(el).trim(), `a name for ${el.outerHTML.slice(0, 80)}`).not.to.equal(
          '',
        );
      }
      await expect(host).to.be.accessible();
    });
  }

  it('a block without settings (no schema) says so, accessibly', async () => {
    const { host } = inspect({ tag: 'sq-notice', data: {} });
    expect(host.querySelector('form') === null, 'no form').to.equal(true);
    expect(host.textContent).to.equal('This block has no settings to change here.');
    await expect(host).to.be.accessible();
  });

  it('shows the data it is given: select, switch, number and text', () => {
    const { host } = inspect({
      tag: 'sq-gallery',
      data: { design: 'carousel', thumbnails: true, gutter: 12 },
    });
    expect(control<HTMLSelectElement>(host, 'Design').selectedOptions[0]!.text).to.equal(
      'carousel',
    );
    expect(control(host, 'Thumbnails').getAttribute('aria-checked')).to.equal('true');
    expect(control(host, 'Loop').getAttribute('aria-checked'), 'the default, true').to.equal(
      'true',
    );
    expect(control(host, 'Gutter').value).to.equal('12');
    expect(control(host, 'Collection URL').value).to.equal('');
  });

  it("names the cookie banner's settings and words in the owner's terms, its values unchanged", () => {
    const { host, changes } = inspect({
      tag: 'sq-cookie-banner',
      data: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT' },
    });
    const position = control<HTMLSelectElement>(host, 'Position');
    expect(position.selectedOptions[0]!.text).to.equal('Bottom right');
    expect(control(host, 'Accept button text')).to.be.instanceOf(HTMLElement);
    expect(
      [...control<HTMLSelectElement>(host, 'Choices offered').options].map((o) => o.text),
    ).to.include('Opt in and out');
    choose(position, 'Top left');
    expect(changes.at(-1)).to.include({ cookieBannerPosition: 'TOP_LEFT' });
  });
});

describe('inspector: editing each kind of control', () => {
  afterEach(cleanup);

  it('an enumeration is a select; choosing sends the new data', () => {
    const { host, changes } = inspect({ tag: 'sq-gallery' });
    choose(control<HTMLSelectElement>(host, 'Design'), 'auto-rows');
    expect(changes.at(-1)).to.deep.equal({ design: 'auto-rows', slidesPerRow: 3, autoplay: false });
  });

  it('a boolean is a switch that Space toggles', async () => {
    const { host, changes } = inspect({ tag: 'sq-gallery' });
    const lightbox = control(host, 'Lightbox');
    expect(lightbox.getAttribute('role')).to.equal('switch');
    expect(lightbox.getAttribute('aria-checked')).to.equal('false');
    lightbox.focus();
    await sendKeys({ press: 'Space' });
    expect(lightbox.getAttribute('aria-checked')).to.equal('true');
    expect(changes.at(-1)).to.include({ lightbox: true });
  });

  it('a bounded number has the schema bounds; typing sends a number', async () => {
    const { host, changes } = inspect({ tag: 'sq-gallery' });
    const vSize = control(host, 'Height (% of window height)');
    expect([vSize.type, vSize.min, vSize.max]).to.deep.equal(['number', '0', '100']);
    expect(control(host, 'Slides per row').step, 'whole numbers').to.equal('1');
    await typeInto(vSize, '80');
    expect(changes.at(-1)).to.include({ vSize: 80 });
  });

  it('text is a text field; emptied, an optional key goes (its default applies)', async () => {
    const { host, changes } = inspect({ tag: 'sq-newsletter' });
    const title = control(host, 'Title');
    await typeInto(title, 'News from the studio');
    expect(changes.at(-1)).to.deep.equal({ formId: 'news', title: 'News from the studio' });
    await typeInto(title, '');
    expect(changes.at(-1)).to.deep.equal({ formId: 'news' });
  });

  it('HTML shows a sanitized preview and is stored sanitized', async () => {
    const { host, changes } = inspect({ tag: 'sq-form' });
    const html = control<HTMLTextAreaElement>(host, 'HTML after submitting');
    await typeInto(
      html,
      '<p>Thanks <b>a lot</b> <a href="javascript:alert(1)" onclick="alert(2)">more</a></p><script>alert(3)</script>',
    );
    const preview = host.querySelector('[aria-label="HTML after submitting: preview"]')!;
    await waitFor(() => preview.querySelector('b')?.textContent === 'a lot');
    expect(
      preview.querySelector('script, [onclick], [href]')?.outerHTML,
      'no script in the preview',
    ).to.equal(undefined);
    html.blur();
    await waitFor(() => !String(changes.at(-1)?.postSubmitHtml).includes('script'));
    const stored = String(changes.at(-1)!.postSubmitHtml);
    expect(stored).to.contain('<b>a lot</b>');
    expect(stored).not.to.match(/onclick|javascript|<script/);
  });

  it('a value of several kinds picks its kind first (autoplay: on or off, or settings)', async () => {
    const { host, changes } = inspect({ tag: 'sq-gallery' });
    const kinds = [...host.querySelectorAll('legend')].find(
      (l) => l.textContent === 'Autoplay',
    )!.parentElement!;
    choose(control<HTMLSelectElement>(kinds, 'Kind'), 'Settings');
    expect(changes.at(-1)).to.include.keys('autoplay');
    expect(changes.at(-1)!.autoplay).to.deep.equal({});
    await typeInto(control(kinds, 'Timeout'), '3000');
    expect(changes.at(-1)!.autoplay).to.deep.equal({ timeout: 3000 });
    await typeInto(control(kinds, 'Timeout'), '');
    expect(changes.at(-1)!.autoplay, 'still autoplaying, with the default timing').to.deep.equal(
      {},
    );
    expect(control<HTMLSelectElement>(kinds, 'Kind').selectedOptions[0]!.text).to.equal('Settings');
  });

  it('follows new data from the app (undo, reset) and keeps its own edits', async () => {
    let setData: (data: BlockData) => void = () => {};
    const changes: BlockData[] = [];
    function App() {
      const [data, set] = useState<BlockData>({ design: 'grid' });
      setData = set;
      return (
        <Inspector
          tag="sq-gallery"
          data={data}
          onChange={(next) => {
            changes.push(next);
            set(next);
          }}
        />
      );
    }
    const host = render(<App />);
    await typeInto(control(host, 'Gutter'), '8');
    expect(control(host, 'Gutter').value, 'its own edit stays').to.equal('8');
    flushSync(() => setData({ design: 'strip' }));
    expect(control<HTMLSelectElement>(host, 'Design').value).to.equal(
      String(schemas['sq-gallery']!.properties!.design!.enum!.indexOf('strip')),
    );
    expect(control(host, 'Gutter').value, 'undone').to.equal('');
    expect(changes.at(-1)).to.deep.equal({ design: 'grid', gutter: 8 });
  });
});

/** Resolves once `check` holds, checked on each animation frame; fails after 300 frames. */
/** Waits up to 10 s (a loaded machine) for `check`; the sanitizer loads on first use. */
function waitFor(check: () => boolean): Promise<void> {
  return waitUntil(check, `never true: ${check.toString()}`, { timeout: 10_000 });
}

describe('inspector: the schema messages', () => {
  afterEach(cleanup);

  it('shows the message beside the field, marks it invalid and sends nothing', async () => {
    const { host, changes } = inspect({ tag: 'sq-gallery' });
    const vSize = control(host, 'Height (% of window height)');
    await typeInto(vSize, '150');
    expect(vSize.getAttribute('aria-invalid')).to.equal('true');
    expect(messageOf(vSize)).to.equal('must be at most 100');
    expect(
      changes.map((data) => data.vSize),
      'the valid values typed on the way, not 150',
    ).to.deep.equal([1, 15]);
    await expect(host).to.be.accessible();
    await typeInto(vSize, '90');
    expect(vSize.hasAttribute('aria-invalid')).to.equal(false);
    expect(changes.at(-1)).to.deep.equal({ ...VALID['sq-gallery'], vSize: 90 });
  });

  it('a check of the element itself (a button link) shows its own words', async () => {
    const { host, changes } = inspect({ tag: 'sq-button' });
    const link = control(host, 'Link');
    await typeInto(link, 'javascript:alert(1)');
    expect(messageOf(link)).to.equal('must be a site path or an http(s), mailto, tel or sms link');
    expect(
      changes.every((data) => !String(data.clickthroughUrl).startsWith('javascript')),
    ).to.equal(true);
  });

  it('a message about the whole block shows above the form', async () => {
    const { host, changes } = inspect({ tag: 'sq-video' });
    await typeInto(control(host, 'URL'), '');
    expect(host.querySelector('form > .inspector__issue')?.textContent).to.equal(
      'Invalid video embed.',
    );
    expect(changes).to.deep.equal([]);
  });
});

/** The list editor whose legend is `name`. */
const listOf = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll('legend')].find((l) => l.textContent === name)!.parentElement!;

/** The items of the list named `name`, in order. */
const itemsOf = (host: HTMLElement, name: string) => [
  ...listOf(host, name).querySelectorAll<HTMLElement>(':scope > ol > li'),
];

/** The legend text of each item of the list named `name`, in order. */
const itemLegends = (host: HTMLElement, name: string) =>
  itemsOf(host, name).map((li) => li.querySelector(':scope > fieldset > legend')!.textContent);

describe('inspector: list editors (form fields)', () => {
  afterEach(cleanup);

  it('adds a field with a unique id, focuses it and sends it once it is valid', async () => {
    const { host, changes } = inspect({ tag: 'sq-form' });
    press(control<HTMLButtonElement>(host, 'Add field'));
    expect(itemLegends(host, 'Fields')).to.deep.equal([
      'Field 1: Email',
      'Field 2: Topic',
      'Field 3: field-3',
    ]);
    const id = control(itemsOf(host, 'Fields')[2]!, 'ID');
    expect(document.activeElement === id, 'focus on the new field').to.equal(true);
    expect(id.value).to.equal('field-3');
    const title = control(itemsOf(host, 'Fields')[2]!, 'Title');
    expect(messageOf(title)).to.equal('a field needs a title');
    expect(changes, 'not sent while the new field has no title').to.deep.equal([]);
    await expect(host).to.be.accessible();
    await typeInto(title, 'Phone');
    expect((changes.at(-1)!.fields as unknown[]).at(-1)).to.deep.equal({
      id: 'field-3',
      type: 'text',
      title: 'Phone',
    });
  });

  it('moves a field down and up with the keyboard, focus following the moved field', async () => {
    const { host, changes } = inspect({ tag: 'sq-form' });
    const down = control<HTMLButtonElement>(host, 'Move down Field 1');
    down.focus();
    await sendKeys({ press: 'Enter' });
    expect(itemLegends(host, 'Fields')).to.deep.equal(['Field 1: Topic', 'Field 2: Email']);
    expect((changes.at(-1)!.fields as { id: string }[]).map((f) => f.id)).to.deep.equal([
      'topic',
      'email',
    ]);
    expect(
      accessibleName(document.activeElement as HTMLElement),
      'at the end, on Move up',
    ).to.equal('Move up Field 2');
    await sendKeys({ press: 'Enter' });
    expect(itemLegends(host, 'Fields')).to.deep.equal(['Field 1: Email', 'Field 2: Topic']);
    expect(accessibleName(document.activeElement as HTMLElement)).to.equal('Move down Field 1');
  });

  it('removes a field (focus to the next one), and refuses to remove the last with the schema message', async () => {
    const { host, changes } = inspect({ tag: 'sq-form' });
    control<HTMLButtonElement>(host, 'Remove Field 1').focus();
    await sendKeys({ press: 'Enter' });
    expect(itemLegends(host, 'Fields')).to.deep.equal(['Field 1: Topic']);
    expect(accessibleName(document.activeElement as HTMLElement)).to.equal('Remove Field 1');
    expect((changes.at(-1)!.fields as { id: string }[]).map((f) => f.id)).to.deep.equal(['topic']);
    await sendKeys({ press: 'Enter' });
    const list = listOf(host, 'Fields');
    expect(messageOf(list)).to.equal('a form needs at least one field');
    expect(accessibleName(document.activeElement as HTMLElement), 'focus on Add').to.equal(
      'Add field',
    );
    expect(changes, 'the empty list is not sent').to.have.length(1);
    await expect(host).to.be.accessible();
  });

  it('edits a list of texts (a select field options) and shows a duplicate-id message on the list', async () => {
    const { host, changes } = inspect({ tag: 'sq-form' });
    const second = itemsOf(host, 'Fields')[1]!;
    press(control<HTMLButtonElement>(second, 'Add option'));
    const option = control(second, 'Option 3');
    expect(document.activeElement === option, 'focus on the new option').to.equal(true);
    await typeInto(option, 'Commissions');
    expect((changes.at(-1)!.fields as { options?: string[] }[])[1]!.options).to.deep.equal([
      'Orders',
      'Classes',
      'Commissions',
    ]);
    await typeInto(control(second, 'ID'), 'email');
    const list = listOf(host, 'Fields');
    expect(messageOf(list)).to.equal('field ids must be unique');
  });
});

describe('inspector: tweak events (SPEC §3)', () => {
  afterEach(cleanup);

  /** Renders with every tweak prop recording `[type, detail]`. */
  function recorded(props: Partial<InspectorProps> = {}, seen: [string, unknown][] = []) {
    const record = (event: TweakEvent) => seen.push([event.type, event.detail]);
    const result = inspect({
      tag: 'sq-gallery',
      onTweakBeforeOpen: record,
      onTweakAfterShow: record,
      onTweakChange: record,
      onTweakSave: record,
      onTweakReset: record,
      onTweakClose: record,
      onTweakAfterClose: record,
      ...props,
    });
    return { ...result, seen };
  }

  const data = VALID['sq-gallery']!;

  it('before open, then after show once the form is on screen', async () => {
    const seen: [string, unknown][] = [];
    recorded(
      {
        onTweakAfterShow: (event) =>
          seen.push([
            event.type,
            document.querySelector('form[aria-label="Block settings"]') !== null,
          ]),
      },
      seen,
    );
    await waitFor(() => seen.length === 2);
    expect(seen).to.deep.equal([
      ['before-open', { tag: 'sq-gallery', data }],
      ['after-show', true],
    ]);
  });

  it('before open is cancelable: the inspector stays closed and shows nothing', async () => {
    const seen: [string, unknown][] = [];
    const { host } = recorded(
      {
        onTweakBeforeOpen: (event) => {
          seen.push([event.type, event.cancelable]);
          event.preventDefault();
        },
      },
      seen,
    );
    await new Promise(requestAnimationFrame);
    expect(host.querySelector('form') === null, 'no form shown').to.equal(true);
    expect(seen).to.deep.equal([['before-open', true]]);
  });

  it('change carries the new data and the setting that changed', async () => {
    const { host, seen } = recorded();
    await waitFor(() => seen.length === 2);
    press(control<HTMLButtonElement>(host, 'Ken Burns zoom'));
    expect(seen.at(-1)).to.deep.equal([
      'change',
      { tag: 'sq-gallery', data: { ...data, kenBurns: true }, path: ['kenBurns'] },
    ]);
  });

  it('save with valid data fires save and answers the data; with invalid data focuses the problem', async () => {
    const { host, seen, ref } = recorded();
    press(control<HTMLButtonElement>(host, 'Thumbnails'));
    const saved = ref.current!.save();
    expect(saved).to.deep.equal({ ...data, thumbnails: true });
    expect(seen.at(-1)).to.deep.equal(['save', { tag: 'sq-gallery', data: saved }]);
    const count = seen.length;
    await typeInto(control(host, 'Gutter'), '-4');
    expect(flushSync(() => ref.current!.save())).to.equal(undefined);
    expect(
      seen.slice(count).map(([type]) => type),
      'no save',
    ).not.to.include('save');
    expect(document.activeElement === control(host, 'Gutter'), 'focus on Gutter').to.equal(true);
  });

  it('reset takes the saved data back and tells what the form held', async () => {
    const { host, seen, ref, changes } = recorded();
    press(control<HTMLButtonElement>(host, 'Thumbnails'));
    flushSync(() => ref.current!.reset(data));
    expect(seen.at(-1)).to.deep.equal([
      'reset',
      { tag: 'sq-gallery', data, previous: { ...data, thumbnails: true } },
    ]);
    expect(control(host, 'Thumbnails').getAttribute('aria-checked')).to.equal('false');
    expect(changes, 'reset is the app’s own data: not sent back').to.have.length(1);
  });

  it('close fires close, hides the form, then after close; open shows it again', async () => {
    const { host, seen, ref } = recorded();
    await waitFor(() => seen.length === 2);
    flushSync(() => ref.current!.close());
    await waitFor(() => seen.at(-1)![0] === 'after-close');
    expect(host.querySelector('form') === null, 'no form shown').to.equal(true);
    expect(seen.slice(-2)).to.deep.equal([
      ['close', { tag: 'sq-gallery', data, valid: true }],
      ['after-close', { tag: 'sq-gallery', data }],
    ]);
    flushSync(() => ref.current!.open());
    await waitFor(() => seen.at(-1)![0] === 'after-show');
    expect(seen.slice(-2).map(([type]) => type)).to.deep.equal(['before-open', 'after-show']);
    expect(host.querySelector('form') !== null, 'the form shown').to.equal(true);
  });
});
