/**
 * A fixture site's collections for the collections tests: a journal (blog) of seven posts, three
 * a page; an events collection in New York time with events on both sides of daylight saving
 * time, one in Berlin time and one long past; the shop as a products collection.
 */

/** A 24-hex id ending in `n`. */
export const hexId = (prefix, n) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;

/** Seven journal posts, given oldest first (the page shows them newest first). */
export const POSTS = [
  ['first-firing', 'Our first firing', '2026-03-02T09:00:00-05:00', ['kiln'], ['Studio notes']],
  ['clay-bodies', 'Choosing a clay body', '2026-04-11T10:00:00-04:00', ['clay'], ['Techniques']],
  [
    'ash-glazes',
    'A week of ash glazes',
    '2026-05-20T08:30:00-04:00',
    ['glazes', 'kiln'],
    ['Studio notes'],
  ],
  ['trimming-feet', 'Trimming feet', '2026-06-15T12:00:00-04:00', ['wheel'], ['Techniques']],
  ['summer-sale', 'The summer sale', '2026-07-01T09:00:00-04:00', ['shop'], ['News']],
  ['celadon-notes', 'Notes on celadon', '2026-09-09T09:00:00-04:00', ['glazes'], ['Techniques']],
  ['wood-kiln', 'Building a wood kiln', '2026-10-02T09:00:00-04:00', ['kiln'], ['Studio notes']],
].map(([urlSlug, title, publishOn, tags, categories], i) => ({
  id: hexId('b1', i + 1),
  urlSlug,
  title,
  excerpt: `${title}: what we learned.`,
  body: `<p>${title} at the studio.</p><h2>What happened</h2><ul><li>One</li><li>Two</li></ul><p><a href="https://example.com/more">More</a></p>`,
  images:
    i % 2 === 0
      ? [
          {
            src: '/images/pot.jpg',
            dimensions: '1200x800',
            focalPoint: '0.5,0.5',
            alt: `${title} photo`,
          },
        ]
      : [],
  tags,
  categories,
  author: 'Mara Lind',
  publishOn,
}));

/** Events in New York time unless they say otherwise. */
export const EVENTS = [
  {
    urlSlug: 'summer-open-studio',
    title: 'Summer open studio',
    startDate: '2026-07-18T10:00:00',
    endDate: '2026-07-18T16:00:00',
  },
  {
    urlSlug: 'winter-kiln-opening',
    title: 'Winter kiln opening',
    startDate: '2026-12-05T18:00:00',
    endDate: '2026-12-05T21:00:00',
    location: { name: 'Kiln & Clay Studio', address: '14 Pottery Lane', city: 'Hudson, NY' },
    ticketUrl: 'https://tickets.example.com/kiln',
  },
  {
    urlSlug: 'berlin-ceramics-fair',
    title: 'Berlin ceramics fair',
    startDate: '2026-07-04T11:00:00',
    endDate: '2026-07-04T18:00:00',
    timeZone: 'Europe/Berlin',
  },
  {
    urlSlug: 'spring-throwdown',
    title: 'Spring throwdown',
    startDate: '2025-04-12T13:00:00',
    endDate: '2025-04-12T17:00:00',
  },
].map((event, i) => ({
  id: hexId('e1', i + 1),
  excerpt: `${event.title} at the studio.`,
  body: `<p>${event.title}.</p>`,
  tags: ['open studio'],
  categories: ['Events'],
  ...event,
}));

export const JOURNAL_ID = hexId('c1', 1);
export const EVENTS_ID = hexId('c1', 2);
export const SHOP_ID = hexId('c1', 3);

/** The fixture site's `collections`. */
export const COLLECTIONS = [
  {
    id: JOURNAL_ID,
    type: 'blog',
    path: '/journal',
    title: 'Journal',
    description: 'Notes from the studio.',
    viewMode: 'list',
    pageSize: 3,
    items: POSTS,
  },
  {
    id: EVENTS_ID,
    type: 'events',
    path: '/events',
    title: 'Events',
    timeZone: 'America/New_York',
    pageSize: 2,
    items: EVENTS,
  },
  { id: SHOP_ID, type: 'products', path: '/shop', title: 'Shop', viewMode: 'product' },
];
