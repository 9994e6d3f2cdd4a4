import { BOOKING_CHARGE_KINDS, BOOKING_CHARGE_STATUSES, BOOKING_REQUIREMENTS, CARD_BRANDS } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { appointments } from '../appointments/appointments.tables.ts';
import { customers } from '../customers/customers.tables.ts';
import { services } from '../services/services.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/**
 * A store's booking policy (service_id null) or one service's own policy at that store, which replaces the
 * store's for that service (packages/shared deposits/booking-policy.ts visitPolicy). Money in cents.
 */
export const bookingPolicies = pgTable(
  'booking_policies',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    serviceId: uuid('service_id'),
    requirement: text('requirement', { enum: BOOKING_REQUIREMENTS }).notNull(),
    depositKind: text('deposit_kind', { enum: ['fixed', 'percent'] }).notNull(),
    depositFixedCents: integer('deposit_fixed_cents').notNull().default(0),
    depositBasisPoints: integer('deposit_basis_points').notNull().default(0),
    cancellationWindowMinutes: integer('cancellation_window_minutes').notNull().default(0),
    lateCancelFeeCents: integer('late_cancel_fee_cents').notNull().default(0),
    noShowFeeCents: integer('no_show_fee_cents').notNull().default(0),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    tenantFk(t, t.serviceId, services).onDelete('cascade'),
    uniqueIndex('booking_policies_store_uq').on(t.tenantId, t.storeId).where(sql`service_id is null`),
    uniqueIndex('booking_policies_service_uq').on(t.tenantId, t.storeId, t.serviceId).where(sql`service_id is not null`),
    check(
      'booking_policies_money_ck',
      sql`${t.depositFixedCents} >= 0 and ${t.depositBasisPoints} between 0 and 10000 and ${t.lateCancelFeeCents} >= 0 and ${t.noShowFeeCents} >= 0 and ${t.cancellationWindowMinutes} >= 0`,
    ),
  ],
);
export type BookingPolicyRow = typeof bookingPolicies.$inferSelect;

/**
 * Money moved by a booking policy outside checkout: the deposit taken at booking, a late-cancel or a no-show fee.
 * Written pending and committed before the gateway is called (gateway key = 'bkc_' + id). One live charge of each
 * kind per appointment (a declined one may be tried again): the unique index makes a fee once only, even when two
 * clerks press at once. A deposit is applied to the appointment's invoice at checkout (applied_invoice_id).
 */
export const bookingCharges = pgTable(
  'booking_charges',
  {
    id: rowId(),
    tenantId: tenantId(),
    appointmentId: uuid('appointment_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    kind: text('kind', { enum: BOOKING_CHARGE_KINDS }).notNull(),
    status: text('status', { enum: BOOKING_CHARGE_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Deposit only: given back to the card (cancelled in time) or kept against a fee. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    keptCents: integer('kept_cents').notNull().default(0),
    gatewayKey: text('gateway_key').notNull(),
    chargeId: text('charge_id'),
    savedCardId: uuid('saved_card_id').notNull(),
    brand: text('brand', { enum: CARD_BRANDS }),
    last4: text('last4'),
    /** A decline's words, safe to show. */
    message: text('message'),
    appliedInvoiceId: uuid('applied_invoice_id'),
    actorType: text('actor_type', { enum: ['admin', 'customer', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.appointmentId, appointments),
    tenantFk(t, t.customerId, customers),
    uniqueIndex('booking_charges_live_uq').on(t.tenantId, t.appointmentId, t.kind).where(sql`status <> 'failed'`),
    uniqueIndex('booking_charges_gateway_key_uq').on(t.tenantId, t.gatewayKey),
    index('booking_charges_appointment_idx').on(t.tenantId, t.appointmentId),
    check(
      'booking_charges_money_ck',
      sql`${t.amountCents} > 0 and ${t.refundedCents} >= 0 and ${t.keptCents} >= 0 and ${t.refundedCents} + ${t.keptCents} <= ${t.amountCents}`,
    ),
  ],
);
export type BookingChargeRow = typeof bookingCharges.$inferSelect;
