import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { authModule } from './auth/index.ts';
import { availabilityModule } from './availability/index.ts';
import { brandsModule } from './brands/index.ts';
import { configModule } from './config/index.ts';
import { customersModule } from './customers/index.ts';
import { employeesModule } from './employees/index.ts';
import { inventoryModule } from './inventory/index.ts';
import { outboxModule } from './outbox/index.ts';
import { packagesModule } from './packages/index.ts';
import { productOverridesModule } from './product-overrides/index.ts';
import { productsModule } from './products/index.ts';
import { rbacModule } from './rbac/index.ts';
import { servicesModule } from './services/index.ts';
import { shiftsModule } from './shifts/index.ts';
import { storesModule } from './stores/index.ts';
import { uploadsModule } from './uploads/index.ts';
import { appointmentsModule } from './appointments/index.ts';
import { cartModule } from './cart/index.ts';
import { paymentsModule } from './payments/index.ts';
import { realtimeRoutes } from '../platform/realtime/realtime.routes.ts';
import { promoCodesModule } from './promo-codes/index.ts';
import { giftCardsModule } from './gift-cards/index.ts';
import { cashDrawerModule } from './cash-drawer/index.ts';
import { checkoutModule } from './checkout/index.ts';
import { timeClockModule } from './time-clock/index.ts';
import { faceSignInModule } from './face-sign-in/index.ts';
import { dashboardsModule } from './dashboards/index.ts';
import { reportsModule } from './reports/index.ts';
import { customerProfileModule } from './customer-profile/index.ts';
import { socialSignInModule } from './auth/social-sign-in/index.ts';
import { smsModule } from './sms/index.ts';
import { storeDemandsModule } from './store-demands/index.ts';
import { accountingModule } from './accounting/index.ts';
import { kioskModule } from './kiosk/index.ts';
import { inStorePromotionsModule } from './in-store-promotions/index.ts';
import { tenancyModule } from './tenancy/index.ts';
import { salonSetupModule } from './salon-setup/index.ts';
import { messagesModule } from './messages/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { depositsModule } from './deposits/index.ts';
import { helpCentreModule } from './help-centre/index.ts';
import { waitlistModule } from './waitlist/index.ts';
import { marketingSmsModule } from './marketing-sms/index.ts';

export type ModulePlugin = FastifyPluginAsync<{ ctx: AppContext }>;

/** Each module wires itself from its own index.ts; this list only orders them. */
export const modules: ModulePlugin[] = [
  configModule,
  brandsModule,
  outboxModule,
  authModule,
  rbacModule,
  customersModule,
  uploadsModule,
  storesModule,
  employeesModule,
  inventoryModule,
  servicesModule,
  packagesModule,
  productsModule,
  productOverridesModule,
  shiftsModule,
  availabilityModule,
  realtimeRoutes,
  appointmentsModule,
  cartModule,
  promoCodesModule,
  giftCardsModule,
  cashDrawerModule,
  paymentsModule,
  checkoutModule,
  timeClockModule,
  faceSignInModule,
  dashboardsModule,
  reportsModule,
  customerProfileModule,
  socialSignInModule,
  smsModule,
  storeDemandsModule,
  accountingModule,
  kioskModule,
  inStorePromotionsModule,
  tenancyModule,
  salonSetupModule,
  messagesModule,
  notificationsModule,
  depositsModule,
  helpCentreModule,
  waitlistModule,
  marketingSmsModule,
];
