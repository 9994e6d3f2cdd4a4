import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { logToServer } from '../../api/auth-client.ts';
import { FriendlyError } from './error-boundary.tsx';

/** The router's error element: a failed route load (e.g. a chunk after a deploy) or a render error. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    void logToServer('error', 'CLIENT_ROUTE_ERROR', { message: error instanceof Error ? error.message : String(error) });
  }, [error]);
  return <FriendlyError />;
}
