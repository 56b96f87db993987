/** What the studio's page shows: questions, pieces, and the settings of its blocks. */

export interface Question {
  title: string;
  answer: string;
}

export const QUESTIONS: Question[] = [
  { title: 'Shipping', answer: 'Every piece is packed by hand and ships within two days.' },
  { title: 'Returns', answer: 'Return any piece within thirty days for a full refund.' },
  { title: 'Care', answer: 'Our stoneware is safe in the dishwasher and the oven.' },
  { title: 'Classes', answer: 'Wheel classes run every Tuesday and Saturday morning.' },
];

export interface Piece {
  id: string;
  src: string;
  alt: string;
  caption: string;
}

export const PIECES: Piece[] = [
  {
    id: 'celadon-vase',
    src: '/images/celadon-vase.jpg',
    alt: 'A pale green celadon vase with a narrow neck',
    caption: 'Celadon bud vase. Porcelain, 24 cm.',
  },
  {
    id: 'tenmoku-bowl',
    src: '/images/tenmoku-bowl.jpg',
    alt: 'A wide dark brown bowl',
    caption: 'Tenmoku serving bowl. Stoneware, 28 cm across.',
  },
  {
    id: 'ash-jar',
    src: '/images/ash-jar.jpg',
    alt: 'A round ochre jar',
    caption: 'Ash-glazed jar. Stoneware, wood ash glaze, 20 cm.',
  },
];

export const COOKIE_SETTINGS = {
  cookieBannerText: '<p>We use cookies to see which pieces visitors like best.</p>',
  cookieBannerCtaText: 'Accept',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'LIGHT',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
};

/** The enquiry form's settings; the submit button's text is the app's state. */
export const enquiryForm = (submitButtonText: string): string =>
  JSON.stringify({
    formId: 'enquiry',
    submitButtonText,
    submissionText: 'Thank you! We will reply within two working days.',
    captcha: false,
    fields: [
      { id: 'name', type: 'name', title: 'Name', required: true },
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'message', type: 'textarea', title: 'Message', required: false },
    ],
  });

export const NEWSLETTER = JSON.stringify({
  formId: 'newsletter',
  title: 'Studio notes',
  description: 'One email a season: new pieces, kiln openings and class dates.',
  submitButtonText: 'Sign Up',
  showName: false,
  submissionText: 'Thank you! The next studio notes will find you.',
  captcha: false,
});

/** The studio café's menu (prices in the site currency: US dollars without a page context). */
export const MENU = {
  label: 'Café menu',
  sections: [
    {
      title: 'Coffee',
      items: [
        { name: 'Espresso', price: 3.25 },
        { name: 'Cortado', description: 'In a small tenmoku cup.', price: 4.25 },
      ],
    },
    { title: 'Tea', items: [{ name: 'Sencha', price: 3.75 }] },
  ],
};

/** Kiln firings per season, for the chart. */
export const FIRINGS = {
  type: 'bar',
  title: 'Firings per season',
  data: {
    labels: ['Spring', 'Summer', 'Autumn', 'Winter'],
    series: [{ name: 'Firings', values: [9, 7, 11, 12] }],
  },
};
