import { useCallback, useRef } from 'react';
import { useStore } from 'react-redux';
import { api } from '../../api/api-slice.ts';
import type { Session } from '../../api/session-schema.ts';
import type { RootState } from '../../app/store.ts';
import { readStorage, removeStorage, writeStorage } from '../../app/storage.ts';
import { loginSucceeded, sessionEnded } from './auth-slice.ts';

/**
 * Mirrors the server's session into local storage (accessToken, tenant_id) and the auth slice
 * (spec's auth state). A session that disappeared (expired, revoked, signed out elsewhere) ends here too.
 */
export function useSessionSync(): (session: Session | null) => void {
  const store = useStore<RootState>();
  const last = useRef<string | null>(null);
  return useCallback(
    (session) => {
      if (session) {
        writeStorage('accessToken', session.accessToken);
        if (session.user.tenantId) writeStorage('tenantId', session.user.tenantId);
        const fingerprint = JSON.stringify([session.user, session.accessControls, session.isStoreOwner, session.ownerMappings]);
        if (fingerprint !== last.current || !store.getState().auth.loggedIn) store.dispatch(loginSucceeded(session));
        last.current = fingerprint;
        return;
      }
      last.current = null;
      if (readStorage('accessToken') !== null || store.getState().auth.loggedIn) {
        removeStorage('accessToken');
        removeStorage('tenantId');
        store.dispatch(sessionEnded());
        store.dispatch(api.util.resetApiState());
      }
    },
    [store],
  );
}
