import { USER_TYPES, type UserType } from '@salon/shared';

// The addresses /api/auth answers. next-auth v4's client reads them with `new URL(url)`, so every one is
// absolute and on PUBLIC_URL (docs/auth-contract.md).

/** Keeps redirects on this site: an address on PUBLIC_URL's origin, made absolute; anything else is PUBLIC_URL. */
export function safeCallbackUrl(raw: string | undefined, publicUrl: string): string {
  if (!raw) return publicUrl;
  const origin = new URL(publicUrl).origin;
  try {
    // Resolved against the origin, so `//evil`, `/\evil` and `javascript:` land on another origin and are refused.
    const url = new URL(raw, `${origin}/`);
    return url.origin === origin ? url.toString() : publicUrl;
  } catch {
    return publicUrl;
  }
}

/** 'admin' or 'customer' when the value is one, else undefined (query strings and raw bodies are untrusted). */
export function userTypeOf(value: unknown): UserType | undefined {
  return USER_TYPES.find((t) => t === value);
}

type Params = Record<string, string | undefined>;

function withQuery(path: string, params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export interface AuthUrls {
  /** The callbackUrl to answer: same-origin and absolute. */
  callback(raw: string | undefined): string;
  /** The error page, e.g. `${PUBLIC_URL}/api/auth/error?error=CredentialsSignin&...`. */
  error(error: string, params?: { provider?: string; userType?: UserType; callbackUrl?: string }): string;
  /** The library's sign-in page (a plain form), e.g. after an unknown provider or a refused form post. */
  signIn(params: { error?: string; userType?: UserType; callbackUrl?: string }): string;
  verifyRequest: string;
  provider(kind: 'signin' | 'callback', id: string): string;
}

/** The absolute /api/auth addresses for one PUBLIC_URL; a callbackUrl inside them is made safe first. */
export function authUrls(publicUrl: string): AuthUrls {
  const site = publicUrl.replace(/\/$/, '');
  const base = `${site}/api/auth`;
  const callback = (raw: string | undefined) => safeCallbackUrl(raw, site);
  return {
    callback,
    error: (error, { provider, userType, callbackUrl } = {}) =>
      withQuery(`${base}/error`, { error, provider, userType, callbackUrl: callback(callbackUrl) }),
    signIn: ({ error, userType, callbackUrl }) => withQuery(`${base}/signin`, { error, userType, callbackUrl: callback(callbackUrl) }),
    verifyRequest: `${base}/verify-request?provider=email&type=email`,
    provider: (kind, id) => `${base}/${kind}/${id}`,
  };
}

/**
 * Whose sign-in a page is about: the userType asked for, else the area of the callbackUrl
 * (`/customer...` is a customer's), else staff, the library's default principal.
 */
export function areaOf(userType: UserType | undefined, callbackUrl: string, publicUrl: string): UserType {
  if (userType) return userType;
  return new URL(callbackUrl, publicUrl).pathname.startsWith('/customer') ? 'customer' : 'admin';
}

/**
 * The app's own sign-in screen (spec section 2): `/admin` keeps a same-origin callbackUrl as a path,
 * which the admin login follows after sign-in; customers sign in from `/customer`.
 */
export function appSignInPath(area: UserType, callbackUrl: string, publicUrl: string): string {
  if (area === 'customer') return '/customer';
  const url = new URL(callbackUrl, publicUrl);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === '/' || path === '/admin' ? '/admin' : withQuery('/admin', { callbackUrl: path });
}
