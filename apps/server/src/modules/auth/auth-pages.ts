import type { UserType } from '@salon/shared';

// The session library's own pages (spec sections 2 and 8): server-rendered HTML without any script,
// styled by one small stylesheet (/api/auth/pages.css), so a strict Content-Security-Policy holds.

export interface AuthErrorView {
  status: number;
  heading: string;
  message: string;
}

/** What each `error` value tells a person; next-auth v4's values plus ours (TooManyAttempts, CsrfMismatch). */
const ERRORS: Record<string, AuthErrorView> = {
  CredentialsSignin: {
    status: 200,
    heading: 'Sign-in failed',
    message: 'The email, phone number or password is not right. Check them and try again.',
  },
  TooManyAttempts: {
    status: 200,
    heading: 'Too many attempts',
    message: 'There were too many failed sign-ins. Wait a few minutes and try again, or reset your password.',
  },
  SessionRequired: { status: 200, heading: 'Please sign in', message: 'Sign in to see this page.' },
  CsrfMismatch: {
    status: 200,
    heading: 'The form expired',
    message: 'The sign-in form was open too long or in another tab. Please try again.',
  },
  EmailSignin: {
    status: 200,
    heading: 'Sign-in code not sent',
    message: 'The sign-in code could not be sent. Check the email address and try again.',
  },
  Configuration: { status: 500, heading: 'Server error', message: 'There is a problem with the server. Please try again later.' },
  AccessDenied: { status: 403, heading: 'Access denied', message: 'You do not have permission to sign in.' },
  Verification: {
    status: 403,
    heading: 'Unable to sign in',
    message: 'The sign-in link or code is no longer valid. It may have been used already, or it may have expired.',
  },
  OAuthCallback: {
    status: 401,
    heading: 'Sign-in failed',
    message: 'The answer from the sign-in provider could not be verified. Please try again.',
  },
  SOCIAL_ACCOUNT_EXISTS: {
    status: 409,
    heading: 'You already have an account',
    message: 'An account with this email already exists. Sign in with your password or a code to link the provider.',
  },
  Default: { status: 200, heading: 'Sign-in problem', message: 'Something went wrong while signing in. Please try again.' },
};

/** The view of an error value, matched without regard to case as next-auth does; unknown values get Default. */
export function authErrorView(error: string | undefined): AuthErrorView {
  const key = Object.keys(ERRORS).find((k) => k.toLowerCase() === error?.toLowerCase());
  return ERRORS[key ?? 'Default'];
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/api/auth/pages.css">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>
`;
}

const AREA_LINK: Record<UserType, string> = { admin: 'Back to staff sign-in', customer: 'Back to customer sign-in' };

/** The error page: a heading, what happened, and the way back to the right sign-in. */
export function errorPage(error: string | undefined, backHref: string, area: UserType): { status: number; html: string } {
  const view = authErrorView(error);
  const body = `<h1>${esc(view.heading)}</h1>
<p>${esc(view.message)}</p>
<p><a class="button" href="${esc(backHref)}">${AREA_LINK[area]}</a></p>`;
  return { status: view.status, html: page(`${view.heading} · Sign in`, body) };
}

export interface SignInPageProps {
  action: string;
  csrfToken: string;
  callbackUrl: string;
  area: UserType;
  error: string | undefined;
  appSignInHref: string;
}

/** A plain sign-in form posting to callback/credentials, as next-auth's default page does. */
export function signInPage({ action, csrfToken, callbackUrl, area, error, appSignInHref }: SignInPageProps): string {
  const who =
    area === 'customer'
      ? { name: 'identifier', label: 'Phone number or email', type: 'text', title: 'Customer sign-in' }
      : { name: 'email', label: 'Email', type: 'email', title: 'Staff sign-in' };
  const alert = error ? `<p class="alert" role="alert">${esc(authErrorView(error).message)}</p>\n` : '';
  const body = `<h1>${who.title}</h1>
${alert}<form method="post" action="${esc(action)}">
<input type="hidden" name="csrfToken" value="${esc(csrfToken)}">
<input type="hidden" name="callbackUrl" value="${esc(callbackUrl)}">
<input type="hidden" name="userType" value="${area}">
<label for="${who.name}">${who.label}</label>
<input id="${who.name}" name="${who.name}" type="${who.type}" autocomplete="username" maxlength="64" required>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="64" required>
<button type="submit">Sign in</button>
</form>
<p class="more"><a href="${esc(appSignInHref)}">More sign-in options</a></p>`;
  return page(`${who.title} · Sign in`, body);
}

/** After `signin/email`: the code is on its way (if the account exists; the page never says). */
export function verifyRequestPage(backHref: string, area: UserType): string {
  const body = `<h1>Check your email</h1>
<p>If an account uses that address, a 6-digit sign-in code is on its way. It can be used once, within 10 minutes.</p>
<p><a class="button" href="${esc(backHref)}">${AREA_LINK[area]}</a></p>`;
  return page('Check your email · Sign in', body);
}
