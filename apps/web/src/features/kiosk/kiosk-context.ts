import type { KioskSession } from '@salon/shared';
import { createContext, useContext } from 'react';

export interface KioskState {
  status: 'loading' | 'unpaired' | 'ready' | 'error';
  session: KioskSession | null;
  /** Reads the session again (after pairing). */
  reload: () => void;
}

export const KioskContext = createContext<KioskState>({ status: 'loading', session: null, reload: () => undefined });
export const useKiosk = () => useContext(KioskContext);
