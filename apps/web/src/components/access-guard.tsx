import { hasAccess } from '@salon/shared';
import type { ReactNode } from 'react';
import { useSession } from '../features/session/session-context.ts';
import { NotAuthorised } from './not-authorised.tsx';

/**
 * Renders its children only when the signed-in person's access controls allow one of `flags`
 * (spec section 6; no controls fails). The server still decides; this hides what it would refuse.
 */
export function AccessGuard({ flags, children }: { flags: readonly string[]; children: ReactNode }) {
  const { data } = useSession();
  if (!hasAccess(data?.accessControls, flags)) return <NotAuthorised />;
  return children;
}
