import { Navigate, createBrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';
import { withRecordIds } from './record-id.ts';
import { tenantsRoutes } from '../features/tenants/tenants.routes.tsx';
import { brandsRoutes } from '../features/brands/brands.routes.tsx';
import { storesRoutes } from '../features/stores/stores.routes.tsx';
import { employeesRoutes } from '../features/employees/employees.routes.tsx';
import { rbacRoutes } from '../features/rbac/rbac.routes.tsx';
import { servicesRoutes } from '../features/services/services.routes.tsx';
import { packagesRoutes } from '../features/packages/packages.routes.tsx';
import { productsRoutes } from '../features/products/products.routes.tsx';
import { productOverridesRoutes } from '../features/product-overrides/product-overrides.routes.tsx';
import { inventoryRoutes } from '../features/inventory/inventory.routes.tsx';
import { shiftsRoutes } from '../features/shifts/shifts.routes.tsx';
import { storeDemandsRoutes } from '../features/store-demands/store-demands.routes.tsx';
import { promoCodesRoutes } from '../features/promo-codes/promo-codes.routes.tsx';
import { inStorePromotionsRoutes } from '../features/in-store-promotions/in-store-promotions.routes.tsx';
import { giftCardsRoutes } from '../features/gift-cards/gift-cards.routes.tsx';
import { timeClockRoutes } from '../features/time-clock/time-clock.routes.tsx';
import { faceSignInRoutes } from '../features/face-sign-in/face-sign-in.routes.tsx';
import { cashDrawerRoutes } from '../features/cash-drawer/cash-drawer.routes.tsx';
import { customersRoutes } from '../features/customers/customers.routes.tsx';
import { dashboardsRoutes } from '../features/dashboards/dashboards.routes.tsx';
import { reportsRoutes } from '../features/reports/reports.routes.tsx';
import { accountingRoutes } from '../features/accounting/accounting.routes.tsx';
import { messagesRoutes } from '../features/messages/messages.routes.tsx';
import { customerHelpRoutes, helpRoutes } from '../features/help/help.routes.tsx';
import { calendarRoutes } from '../features/calendar/calendar.routes.tsx';
import { adminCheckoutRoutes, customerCheckoutRoutes } from '../features/checkout/checkout.routes.tsx';
import { RootShell } from './root-shell.tsx';
import { namespacesLoader } from './route-namespaces.ts';
import { BOOK_APPOINTMENT_NAMESPACES } from '../features/booking/booking-namespaces.ts';

// Each page is its own chunk (the customer landing loads no admin code, issue 3); each feature owns its route table
// (features/<feature>/<feature>.routes.tsx) and this file composes them.
export const routes = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <Navigate to="/customer" replace /> },
      {
        path: 'admin',
        children: [
          {
            index: true,
            lazy: () => import('../features/admin-auth/pages/admin-login-page.tsx').then((m) => ({ Component: m.AdminLoginPage })),
          },
          {
            path: 'forgotpassword',
            lazy: () => import('../features/admin-auth/pages/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          { path: 'verify', lazy: () => import('../features/admin-auth/pages/verify-page.tsx').then((m) => ({ Component: m.VerifyPage })) },
          {
            lazy: () => import('../features/admin-shell/admin-area.tsx').then((m) => ({ Component: m.AdminArea })),
            children: [
              {
                path: 'dashboard',
                lazy: () => import('../features/admin-shell/pages/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
              },
              ...tenantsRoutes,
              ...brandsRoutes,
              ...storesRoutes,
              ...employeesRoutes,
              ...rbacRoutes,
              ...servicesRoutes,
              ...packagesRoutes,
              ...productsRoutes,
              ...productOverridesRoutes,
              ...inventoryRoutes,
              ...shiftsRoutes,
              ...storeDemandsRoutes,
              ...promoCodesRoutes,
              ...inStorePromotionsRoutes,
              ...giftCardsRoutes,
              ...timeClockRoutes,
              ...faceSignInRoutes,
              ...cashDrawerRoutes,
              ...customersRoutes,
              ...dashboardsRoutes,
              ...reportsRoutes,
              ...accountingRoutes,
              ...messagesRoutes,
              ...helpRoutes,
              ...adminCheckoutRoutes,
              ...calendarRoutes,
              {
                path: 'appointments-dashboard',
                lazy: () =>
                  import('../features/appointments/pages/appointments-dashboard-page.tsx').then((m) => ({
                    Component: m.AppointmentsDashboardPage,
                  })),
              },
              {
                path: 'appointments-dashboard/:id',
                lazy: () => import('../features/appointments/pages/store-week-page.tsx').then((m) => ({ Component: m.StoreWeekPage })),
              },
              {
                path: 'sms-dashboard',
                lazy: () => import('../features/outbox/pages/sms-dashboard-page.tsx').then((m) => ({ Component: m.SmsDashboardPage })),
              },
            ],
          },
        ],
      },
      {
        path: 'customer',
        lazy: () => import('../features/customer/customer-layout.tsx').then((m) => ({ Component: m.CustomerLayout })),
        children: [
          { index: true, lazy: () => import('../features/customer/pages/landing-page.tsx').then((m) => ({ Component: m.LandingPage })) },
          {
            path: 'book-appointment',
            lazy: () =>
              import('../features/booking/pages/book-appointment-page.tsx').then((m) => ({
                Component: m.BookAppointmentPage,
                loader: namespacesLoader(BOOK_APPOINTMENT_NAMESPACES),
              })),
          },
          {
            path: 'my-appointments',
            lazy: () => import('../features/booking/pages/my-appointments-page.tsx').then((m) => ({ Component: m.MyAppointmentsPage })),
          },
          ...customerCheckoutRoutes,
          ...customerHelpRoutes,
          {
            path: 'profile/payments',
            lazy: () => import('../features/payments/pages/saved-cards-page.tsx').then((m) => ({ Component: m.SavedCardsPage })),
          },
          {
            path: 'home',
            lazy: () => import('../features/customer/profile/pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'explore-more',
            lazy: () => import('../features/customer/profile/pages/explore-more-page.tsx').then((m) => ({ Component: m.ExploreMorePage })),
          },
          {
            path: 'profile',
            lazy: () => import('../features/customer/profile/profile-layout.tsx').then((m) => ({ Component: m.ProfileLayout })),
            children: [
              { index: true, element: <Navigate to="/customer/profile/personal" replace /> },
              {
                path: 'personal',
                lazy: () => import('../features/customer/profile/pages/personal-page.tsx').then((m) => ({ Component: m.PersonalPage })),
              },
              {
                path: 'password',
                lazy: () => import('../features/account/pages/change-password-page.tsx').then((m) => ({ Component: m.ChangePasswordPage })),
              },
              {
                path: 'communication',
                lazy: () =>
                  import('../features/customer/profile/pages/communication-page.tsx').then((m) => ({ Component: m.CommunicationPage })),
              },
              {
                path: 'privacy',
                lazy: () => import('../features/customer/profile/pages/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
              },
              {
                path: 'support',
                lazy: () => import('../features/customer/profile/pages/support-page.tsx').then((m) => ({ Component: m.SupportPage })),
              },
            ],
          },
        ],
      },
      {
        path: 'selected-service',
        lazy: () => import('../features/customer/customer-layout.tsx').then((m) => ({ Component: m.CustomerLayout })),
        children: [
          {
            index: true,
            lazy: () => import('../features/booking/pages/selected-service-page.tsx').then((m) => ({ Component: m.SelectedServicePage })),
          },
        ],
      },
      {
        // A customer's phone after scanning the store's check-in QR on the tablet (issue 19): no session, the signed link only.
        path: 'check-in',
        lazy: () => import('../features/kiosk/pages/phone-check-in-page.tsx').then((m) => ({ Component: m.PhoneCheckInPage })),
      },
      {
        // The in-store tablet (issue 19): one layout holds the paired store's session and the idle reset.
        lazy: () => import('../features/kiosk/kiosk-layout.tsx').then((m) => ({ Component: m.KioskLayout })),
        children: [
          { path: 'in-store', lazy: () => import('../features/kiosk/pages/in-store-page.tsx').then((m) => ({ Component: m.InStorePage })) },
          {
            path: 'user-appointments',
            lazy: () => import('../features/kiosk/pages/user-appointments-page.tsx').then((m) => ({ Component: m.UserAppointmentsPage })),
          },
          {
            path: 'user-registration',
            lazy: () => import('../features/kiosk/pages/user-registration-page.tsx').then((m) => ({ Component: m.UserRegistrationPage })),
          },
          {
            path: 'in-store-promotion',
            lazy: () => import('../features/kiosk/pages/promotion-page.tsx').then((m) => ({ Component: m.PromotionPage })),
          },
        ],
      },
      {
        lazy: () => import('../features/account/account-area.tsx').then((m) => ({ Component: m.AccountArea })),
        children: [
          { path: 'profile', lazy: () => import('../features/account/pages/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })) },
          {
            path: 'changepassword',
            lazy: () => import('../features/account/pages/change-password-page.tsx').then((m) => ({ Component: m.ChangePasswordPage })),
          },
        ],
      },
      {
        // The salon setup wizard (issue 19): a new salon business signs up; public, outside the admin area.
        path: 'setup',
        lazy: () => import('../features/salon-setup/pages/salon-setup-page.tsx').then((m) => ({ Component: m.SalonSetupPage })),
      },
      {
        path: 'setup/confirm-email',
        lazy: () => import('../features/salon-setup/pages/confirm-email-page.tsx').then((m) => ({ Component: m.ConfirmEmailPage })),
      },
      {
        path: 'not-authorised',
        lazy: () => import('../features/errors/not-authorised-page.tsx').then((m) => ({ Component: m.NotAuthorisedPage })),
      },
      { path: 'not-found', lazy: () => import('../features/errors/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
      { path: '*', lazy: () => import('../features/errors/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(withRecordIds(routes));
}
