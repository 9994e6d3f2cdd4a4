import { SESSION_KEEP_ALIVE_SECONDS } from '@salon/shared';

/** Pages that never refresh the session (spec section 2): kiosks left open in the store. */
export const KEEP_ALIVE_EXCLUDED_PATHS = ['/in-store', '/user-registration', '/user-appointments', '/in-store-promotion'];

export function isKeepAliveExcluded(pathname: string): boolean {
  return KEEP_ALIVE_EXCLUDED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function keepAliveIntervalMs(): number {
  const override = window.__SALON_KEEPALIVE_MS__;
  return typeof override === 'number' && override > 0 ? override : SESSION_KEEP_ALIVE_SECONDS * 1000;
}
