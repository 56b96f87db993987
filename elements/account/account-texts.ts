/**
 * The account page's words (SPEC silent: plain, short sentences, the same as the server's
 * markup in server/site-users/account-markup.ts where both show the same thing).
 */
export const ACCOUNT_TEXTS = {
  profile: 'Profile',
  name: 'Name',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  editName: 'Edit name',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  /** Announced politely once the new name is stored. */
  saved: 'Your name is saved.',
  /** Before the server's reason when a save fails. */
  notSaved: 'Your name was not saved:',
  memberships: 'Memberships',
  noMemberships: 'No memberships yet.',
  orders: 'Orders',
  noOrders: 'No orders yet.',
  order: 'Order',
  placed: 'Placed',
  kind: 'Kind',
  total: 'Total',
  since: 'since',
  logOut: 'Log out',
  loggingOut: 'Logging out…',
  /** Announced once logged out on the page. */
  loggedOut: 'You have logged out.',
  /** Announced once logged in on the page. */
  loggedIn: 'You are logged in.',
  logIn: 'Log in',
  anonymous: 'Log in to see your details, memberships and orders.',
} as const;

/** What each kind of order is called (the server's words too). */
export const ORDER_KIND_LABELS = {
  order: 'Order',
  donation: 'Donation',
  subscription: 'Subscription',
  giftcard: 'Gift card',
} as const;

/** Longest first or last name the server keeps (server/site-users/api.ts). */
export const MAX_NAME_LENGTH = 100;
