import { createElement } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { z } from 'zod';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';

const recordId = z.uuid();

/**
 * Loader of every route with a record id (`:id`, `:appointmentId`): an address whose id is not a record id
 * (`/admin/store/time-card`, a mistyped link) is a page that does not exist, so the router shows the
 * not-found page instead of a detail page answering "Please correct the highlighted fields".
 */
export function requireRecordIds({ params }: LoaderFunctionArgs) {
  for (const [name, value] of Object.entries(params)) {
    if ((name === 'id' || name.endsWith('Id')) && !recordId.safeParse(value).success) {
      throw new Response(null, { status: 404, statusText: 'Not Found' });
    }
  }
  return null;
}

/**
 * The route tree with `requireRecordIds` as the loader of every route whose path has a parameter, and the error
 * page as its error element, so the not-found page shows inside the area's layout and theme.
 */
export function withRecordIds(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withRecordIds(route.children) : undefined;
    const guarded =
      route.path?.includes(':') && !route.loader ? { loader: requireRecordIds, errorElement: createElement(RouteErrorPage) } : {};
    return (route.index ? { ...route, ...guarded } : { ...route, ...guarded, ...(children ? { children } : {}) }) as RouteObject;
  });
}
