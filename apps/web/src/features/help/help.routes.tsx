import type { RouteObject } from 'react-router';

/** The help centre screens in the admin area (/admin/…), each page its own chunk. */
export const helpRoutes: RouteObject[] = [
  {
    path: 'help-and-support',
    lazy: () => import('./pages/help-centre-page.tsx').then((m) => ({ Component: m.HelpCentrePage })),
  },
  {
    path: 'help-and-support/:id',
    lazy: () => import('./pages/help-article-page.tsx').then((m) => ({ Component: m.HelpArticlePage })),
  },
  {
    path: 'article-access-management',
    lazy: () => import('./pages/article-management-page.tsx').then((m) => ({ Component: m.ArticleManagementPage })),
  },
  {
    path: 'article-access-management/new',
    lazy: () => import('./pages/article-form-page.tsx').then((m) => ({ Component: m.ArticleFormPage })),
  },
  {
    path: 'article-access-management/:id',
    lazy: () => import('./pages/article-form-page.tsx').then((m) => ({ Component: m.ArticleFormPage })),
  },
  {
    path: 'contact-us',
    lazy: () => import('./pages/staff-contact-page.tsx').then((m) => ({ Component: m.StaffContactPage })),
  },
];

/** /customer/contact-us: the public contact form of the brand's site. */
export const customerHelpRoutes: RouteObject[] = [
  {
    path: 'contact-us',
    lazy: () => import('./pages/customer-contact-page.tsx').then((m) => ({ Component: m.CustomerContactPage })),
  },
];
