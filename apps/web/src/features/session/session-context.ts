import { createContext, useContext } from 'react';
import type { Session } from '../../api/session-schema.ts';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionContextValue {
  data: Session | null;
  status: SessionStatus;
  /** Refetches the session; status is loading until it answers. */
  update: () => Promise<Session | null>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
