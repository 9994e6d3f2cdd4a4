import { clearStorageExcept, readStorage, writeStorage } from '../app/storage.ts';
import { signOut } from './auth-client.ts';
import { clientHooks } from './client-hooks.ts';
import { broadcastSessionChange } from './session-events.ts';

const DEFAULT_LOGOUT_REDIRECT = '/customer';
let handling = false;

/**
 * Spec section 4: remember the message for the login page, sign out (server sign-out when an
 * access token exists), clear local storage, then go to /admin in the admin area or to the stored
 * logout-redirect address elsewhere. Concurrent 401s are handled once.
 */
export async function handleUnauthorized(message: string): Promise<void> {
  if (handling) return;
  handling = true;
  try {
    const inAdmin = clientHooks().isAdminContext();
    const redirect = readStorage('logoutRedirectUrl') || DEFAULT_LOGOUT_REDIRECT;
    const hadToken = readStorage('accessToken') !== null;
    writeStorage('unauthorizedErrorMessage', message);
    // signOut tells this tab and the others; without a token only the tabs need telling.
    if (hadToken) await signOut(inAdmin ? '/admin' : redirect).catch(() => null);
    else broadcastSessionChange('signout');
    clientHooks().onSignedOut();
    clearStorageExcept(['unauthorizedErrorMessage', 'kioskToken', 'adminNavClosedGroups']);
    clientHooks().navigate(inAdmin ? '/admin' : redirect);
  } finally {
    handling = false;
  }
}
