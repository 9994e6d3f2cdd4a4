/**
 * The API client lives outside React; the app registers here how to navigate and how to end the
 * local session, so the client's 401/403 handling can act without importing the UI.
 */
export interface ClientHooks {
  navigate: (path: string, state?: unknown) => void;
  /** Ends the session in this tab: reset the store, tell other tabs. */
  onSignedOut: () => void;
  getLocale: () => string;
  getTenantId: () => string | null;
  /** True where a 401 leads to /admin and calls are not brand-scoped (see isAdminContext). */
  isAdminContext: () => boolean;
}

const defaultHooks: ClientHooks = {
  navigate: (path) => window.location.assign(path),
  onSignedOut: () => undefined,
  getLocale: () => 'en',
  getTenantId: () => null,
  isAdminContext: () => isAdminArea(),
};

let hooks: ClientHooks = defaultHooks;

export function configureClient(partial: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...partial };
}

export function resetClientHooks(): void {
  hooks = defaultHooks;
}

export function clientHooks(): ClientHooks {
  return hooks;
}

export function isAdminArea(pathname: string = window.location.pathname): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

const ACCOUNT_PATHS = ['/profile', '/changepassword'];

/** The admin area: /admin pages, and the account pages while an employee is signed in. */
export function isAdminContext(pathname: string, userType: 'admin' | 'customer' | null | undefined): boolean {
  return isAdminArea(pathname) || (ACCOUNT_PATHS.includes(pathname) && userType === 'admin');
}
