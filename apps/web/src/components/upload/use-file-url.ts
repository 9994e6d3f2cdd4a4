import { KIOSK_TOKEN_HEADER } from '@salon/shared';
import { useEffect, useState } from 'react';
import { readStorage } from '../../app/storage.ts';

/** A staff file goes with the bearer token; an in-store tablet's (`as: 'tablet'`) with its device credential. */
function credentialHeaders(as: 'staff' | 'tablet'): Record<string, string> {
  const token = readStorage(as === 'tablet' ? 'kioskToken' : 'accessToken');
  if (!token) return {};
  return as === 'tablet' ? { [KIOSK_TOKEN_HEADER]: token } : { Authorization: `Bearer ${token}` };
}

/**
 * An object URL for a staff-only file (`GET /api/Upload/File/{id}`), fetched with the bearer token (or a tablet's
 * credential) since an <img src> cannot send one; revoked when the URL changes or the component goes.
 */
export function useFileObjectUrl(url: string | null, as: 'staff' | 'tablet' = 'staff'): { objectUrl: string | null; failed: boolean } {
  const [state, setState] = useState<{ objectUrl: string | null; failed: boolean }>({ objectUrl: null, failed: false });

  useEffect(() => {
    if (!url) {
      setState({ objectUrl: null, failed: false });
      return;
    }
    let created: string | null = null;
    let cancelled = false;
    fetch(url, { headers: credentialHeaders(as), credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (cancelled) return;
        created = URL.createObjectURL(blob);
        setState({ objectUrl: created, failed: false });
      })
      .catch(() => {
        if (!cancelled) setState({ objectUrl: null, failed: true });
      });
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url, as]);

  return state;
}

/** Opens a staff-only file in a new tab (fetched with the bearer token). */
export async function openFile(url: string): Promise<void> {
  const token = readStorage('accessToken');
  const tab = window.open('', '_blank');
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!response.ok) {
    tab?.close();
    return;
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = objectUrl;
  else window.location.assign(objectUrl);
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
