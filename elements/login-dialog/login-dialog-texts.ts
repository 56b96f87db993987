/** The login dialog's words (SPEC silent beyond the email rule of §5: plain, short sentences). */
export const LOGIN_TEXTS = {
  loginHeading: 'Log in',
  signupHeading: 'Create account',
  loginSubmit: 'Log in',
  signupSubmit: 'Create account',
  loginBusy: 'Logging in…',
  signupBusy: 'Creating your account…',
  toSignup: 'No account yet?',
  toLogin: 'Already have an account?',
  close: 'Close',
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  rememberMe: 'Remember me',
  /** A new account's password shorter than {@link MIN_PASSWORD_LENGTH}. */
  shortPassword: 'Password must be at least 8 characters.',
} as const;

/** Shortest password of a new account (the server's rule, server/site-users/api.ts). */
export const MIN_PASSWORD_LENGTH = 8;
