import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { logToServer } from '../../api/auth-client.ts';
import { FriendlyError } from './error-boundary.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** The router's error element: an address that names no record (not found), a failed route load (e.g. a chunk after a deploy) or a render error. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) return;
    void logToServer('error', 'CLIENT_ROUTE_ERROR', { message: error instanceof Error ? error.message : String(error) });
  }, [error, notFound]);
  return notFound ? <NotFoundPage /> : <FriendlyError />;
}
