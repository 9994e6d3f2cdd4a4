import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getSession, logToServer, renewSession } from '../../api/auth-client.ts';
import type { Session } from '../../api/session-schema.ts';
import { onSessionChange } from '../../api/session-events.ts';
import { isKeepAliveExcluded, keepAliveIntervalMs } from './keep-alive.ts';
import { SessionContext, type SessionContextValue, type SessionStatus } from './session-context.ts';

export interface SessionProviderProps {
  children: ReactNode;
  /** The current route, for the keep-alive exclusion. */
  pathname: string;
  /** `environment_config.sessionPollingSeconds`; 0 or absent disables polling. */
  pollingSeconds?: number | null;
  /** Called with every session the server answers (null when there is none). */
  onSession?: (session: Session | null) => void;
}

/**
 * Spec section 4, next-auth's client behaviour: status from `GET /api/auth/session`, refetched when
 * the tab becomes visible, on a cross-tab broadcast and on the optional polling interval (skipped
 * offline); keep-alive `POST session` every 240 s except on the kiosk pages.
 */
export function SessionProvider({ children, pathname, pollingSeconds, onSession }: SessionProviderProps) {
  const [data, setData] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  const onSessionRef = useRef(onSession);
  onSessionRef.current = onSession;

  const accept = useCallback((session: Session | null) => {
    setData(session);
    onSessionRef.current?.(session);
    return session;
  }, []);

  const refetch = useCallback(async () => {
    try {
      return accept(await getSession());
    } catch (error) {
      void logToServer('error', 'CLIENT_SESSION_ERROR', { message: String(error) });
      return null;
    }
  }, [accept]);

  const update = useCallback(async () => {
    setLoading(true);
    try {
      return await refetch();
    } finally {
      setLoading(false);
    }
  }, [refetch]);

  useEffect(() => {
    void update();
  }, [update]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const unsubscribe = onSessionChange((message) => {
      // A sign-out ends the session here at once; the refetch confirms it with the server.
      if (message.trigger === 'signout') accept(null);
      void refetch();
    });
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribe();
    };
  }, [refetch, accept]);

  useEffect(() => {
    if (!pollingSeconds || pollingSeconds <= 0) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine !== false) void refetch();
    }, pollingSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [pollingSeconds, refetch]);

  const authenticated = data !== null;
  useEffect(() => {
    if (!authenticated) return;
    const timer = window.setInterval(() => {
      if (isKeepAliveExcluded(pathnameRef.current)) return;
      renewSession()
        .then((session) => {
          if (session) accept(session);
        })
        .catch(() => undefined);
    }, keepAliveIntervalMs());
    return () => window.clearInterval(timer);
  }, [authenticated, accept]);

  const status: SessionStatus = loading ? 'loading' : authenticated ? 'authenticated' : 'unauthenticated';
  const value = useMemo<SessionContextValue>(() => ({ data, status, update }), [data, status, update]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
