// The part of the demo a person needs to try the front desk: services and retail products at every
// store, cutters with skills and published shifts for two weeks, today's appointments at the first
// store in each status up to "ready for checkout", and the WELCOME10 promo code. Written through the
// modules' own service functions (as the admin screens would), so every invariant of theirs holds.
import {
  addDays,
  instantToWallClock,
  productWizardSchema,
  promoCodeInputSchema,
  serviceWizardSchema,
  todayIn,
  wallClockToInstant,
} from '@salon/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../client.ts';
import { employees } from '../schema.ts';
import { AfterCommit } from '../../modules/appointments/after-commit.ts';
import { applyAction, type LifecycleAction } from '../../modules/appointments/appointment-lifecycle.service.ts';
import type { AppointmentRow } from '../../modules/appointments/appointments.tables.ts';
import { bookAppointment } from '../../modules/appointments/booking.ts';
import { receiveInitialStock } from '../../modules/inventory/inventory.service.ts';
import { setInitialStockReceiver } from '../../modules/products/initial-stock.ts';
import { setDeskBookingPolicy } from '../../modules/appointments/desk-booking-policy.ts';
import { deskBookingPolicy } from '../../modules/deposits/booking-acceptance.ts';
import { createProduct } from '../../modules/products/products.service.ts';
import { createPromoCode } from '../../modules/promo-codes/promo-codes.service.ts';
import { createService } from '../../modules/services/services.service.ts';
import { publishShifts } from '../../modules/shifts/shift-publish.service.ts';
import { createShift } from '../../modules/shifts/shifts.service.ts';
import { setOnlineBooking } from '../../modules/stores/store-status.service.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { listedOwnerships, roleAssignments, summarizeRoles } from '../../platform/auth/role-assignments.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { savePolicy } from '../../modules/deposits/booking-policies.service.ts';
import { seedDemoSplitVisit } from './demo-split-visit.ts';
import { seedDemoStanding } from './demo-standing.ts';

/** Days of published shifts, today included. */
export const DEMO_SHIFT_DAYS = 14;
export const DEMO_PROMO_CODE = 'WELCOME10';
/** The shift of every demo cutter: the default opening hours (10:00-20:00, every day). */
const SHIFT_OPEN = 10 * 60;
const SHIFT_CLOSE = 20 * 60;

/** [name, category, skill (a value of the default `skills` config), minutes, price in cents]. */
export const DEMO_SERVICES = [
  ['Haircut', 'Haircuts', 'haircut', 30, 3500],
  ['Skin Fade', 'Haircuts', 'fade', 45, 4000],
  ['Beard Trim', 'Beard', 'beard_trim', 20, 2000],
  ['Hot Towel Shave', 'Shaves', 'hot_towel_shave', 30, 3000],
  ['Kids Cut', 'Haircuts', 'kids_cut', 25, 2500],
] as const;
const ALL_SKILLS = DEMO_SERVICES.map(([, , skill]) => skill);

/** [name, description, category, manufacturer, sku, price, unit cost, stock per store]. */
const DEMO_PRODUCTS = [
  ['Matte Clay Pomade', 'Strong hold, matte finish.', 'styling', 'layrite', 'DEMO-POMADE', 2200, 900, 24],
  ['Beard Oil', 'Cedar and sandalwood, 30 ml.', 'beard_care', 'baxter_of_california', 'DEMO-BEARD-OIL', 1800, 700, 18],
  ['Daily Shampoo', 'Gentle everyday cleanse, 250 ml.', 'shampoo', 'american_crew', 'DEMO-SHAMPOO', 1600, 600, 20],
  ['Shave Cream', 'Rich lather for a close shave, 150 ml.', 'shaving', 'suavecito', 'DEMO-SHAVE-CREAM', 1400, 500, 15],
] as const;

/** Demo cutters besides cutter@demo.salon: [first name, email, index of their store in the demo's stores]. */
export const DEMO_EXTRA_CUTTERS = [
  ['Marcus', 'marcus@demo.salon', 0],
  ['Dana', 'dana@demo.salon', 0],
  ['Riley', 'riley@demo.salon', 1],
] as const;

interface DemoStore {
  id: string;
  timezone: string;
}

export interface FrontDeskInput {
  tenantId: string;
  stores: DemoStore[];
  /** The super admin the seed acts as (recorded in the audit log like any admin). */
  adminId: string;
  /** Cutters per store index, each with the cutter role there. */
  cuttersByStore: string[][];
  customers: { primaryId: string; linkedId: string; otherId: string };
  now: Date;
}

/**
 * The seed runs before the job queue exists: deliveries asked for here are left to the outbox sweeper
 * (every queued message is delivered once the app runs), and today's appointments need no reminder.
 */
const laterQueue: JobQueue = {
  send: async () => null,
  work: async () => {},
  start: async () => {},
  stop: async () => {},
};

/** The Actor an admin's session would carry (what the modules' service functions are given). */
async function adminActor(db: Db, tenantId: string, employeeId: string): Promise<Actor> {
  return withTenant(db, tenantId, async (tx) => {
    const assignments = await roleAssignments(tx, employeeId);
    const rolesInfo = summarizeRoles(assignments, true, await listedOwnerships(tx, employeeId));
    return {
      type: 'admin',
      id: employeeId,
      tenantId,
      brandId: null,
      sessionId: 'demo-seed',
      accessControls: rolesInfo.accessControls,
      rolesInfo,
      isSuperAdmin: true,
      storeIds: [...new Set(assignments.flatMap((a) => (a.storeId ? [a.storeId] : [])))],
      tenantWide: true,
      assumedBy: null,
    };
  });
}

export async function seedFrontDesk(db: Db, input: FrontDeskInput) {
  const { tenantId, stores, now } = input;
  const actor = await adminActor(db, tenantId, input.adminId);
  // Only what createShift and publishShifts read (db, now, jobs).
  const ctx = { db, jobs: laterQueue, now: () => now } as Pick<AppContext, 'db' | 'jobs' | 'now'> as AppContext;
  const storeIds = stores.map((s) => s.id);

  for (const id of storeIds) await setOnlineBooking(db, actor, id, true);

  const serviceIds: Record<string, string> = {};
  for (const [name, category, skillSet, durationMinutes, priceCents] of DEMO_SERVICES) {
    const service = await createService(
      db,
      actor,
      serviceWizardSchema.parse({
        basicDetails: { name, category, durationMinutes, priceCents, skillSet },
        others: { storeIds, onlineBookable: true },
      }),
    );
    serviceIds[name] = service.id;
  }
  // Issue 20: a colour whose 30 minutes of processing free the cutter for a cut (booked by the front desk).
  const colour = await createService(
    db,
    actor,
    serviceWizardSchema.parse({
      basicDetails: { name: 'Grey Blending', category: 'Colour', durationMinutes: 20, priceCents: 4500, skillSet: 'haircut' },
      additionalDetails: { processingGapMinutes: 30, extraTimeMinutes: 10, bufferBeforeMinutes: 5 },
      others: { storeIds, onlineBookable: false },
    }),
  );
  serviceIds['Grey Blending'] = colour.id;
  // Issue 20: booking online a hot towel shave at the first store asks for a 25% deposit, with a late-cancel and a no-show fee.
  await savePolicy(db, actor, {
    storeId: storeIds[0],
    serviceId: serviceIds['Hot Towel Shave'],
    policy: {
      requirement: 'deposit',
      depositKind: 'percent',
      depositFixedCents: 0,
      depositBasisPoints: 2500,
      cancellationWindowMinutes: 24 * 60,
      lateCancelFeeCents: 1500,
      noShowFeeCents: 2000,
    },
  });

  // The seed creates products without the app: wire the inventory's initial stock as the inventory module does.
  setInitialStockReceiver(receiveInitialStock);
  setDeskBookingPolicy(deskBookingPolicy);
  for (const [name, description, category, manufacturer, sku, priceCents, unitCostCents, quantity] of DEMO_PRODUCTS) {
    await createProduct(
      { db, jobs: laterQueue },
      actor,
      productWizardSchema.parse({
        basicDetails: { name, description, priceCents },
        productDetails: { productType: 'non_consumable', productUse: 'retail', category, manufacturer, sku, resellable: true },
        inventoryDetails: { threshold: 5, unitCostCents, initialStock: storeIds.map((storeId) => ({ storeId, quantity })) },
      }),
    );
  }

  // Every demo cutter may perform every demo service (availability matches skills to services).
  const cutterIds = [...new Set(input.cuttersByStore.flat())];
  await withTenant(db, tenantId, (tx) =>
    tx
      .update(employees)
      .set({ skills: [...ALL_SKILLS] })
      .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, cutterIds))),
  );

  // Published shifts within opening hours from today (the store's calendar) for DEMO_SHIFT_DAYS days.
  for (const [i, store] of stores.entries()) {
    const cutters = input.cuttersByStore[i] ?? [];
    if (!cutters.length) continue;
    const today = todayIn(store.timezone, now);
    for (let d = 0; d < DEMO_SHIFT_DAYS; d++) {
      const date = addDays(today, d);
      for (const employeeId of cutters) {
        await createShift(ctx, actor, {
          storeId: store.id,
          employeeId,
          start: wallClockToInstant(store.timezone, date, SHIFT_OPEN, 'compatible').toISOString(),
          end: wallClockToInstant(store.timezone, date, SHIFT_CLOSE, 'compatible').toISOString(),
        });
      }
    }
    await publishShifts(ctx, actor, { storeId: store.id, from: today, to: addDays(today, DEMO_SHIFT_DAYS - 1) });
  }

  await seedTodaysAppointments(db, actor, input, serviceIds);
  await seedDemoStanding(ctx, actor, input, { serviceId: serviceIds.Haircut, shiftDays: DEMO_SHIFT_DAYS });
  await seedDemoSplitVisit(ctx, actor, input, { colourId: colour.id, cutId: serviceIds.Haircut });

  await createPromoCode(
    db,
    actor,
    promoCodeInputSchema.parse({
      code: DEMO_PROMO_CODE,
      description: '10% off for new customers (demo)',
      type: 'percentage',
      value: 1000,
      startsOn: todayIn(stores[0].timezone, now),
      endsOn: null,
      active: true,
    }),
    now,
  );
}

/**
 * Today's day at the first store around the current time of day (kept within opening hours): two
 * visits done and ready for checkout, one in the chair, one checked in and waiting, three still to
 * come. Visits that started before now are history, so they are booked as of the start of the day.
 */
async function seedTodaysAppointments(db: Db, actor: Actor, input: FrontDeskInput, serviceIds: Record<string, string>) {
  const store = input.stores[0];
  const [a, b, c] = input.cuttersByStore[0];
  const { primaryId, linkedId, otherId } = input.customers;
  const clock = instantToWallClock(store.timezone, input.now);
  const today = clock.date;
  // The anchor: now, to the quarter hour, but so the whole plan fits between 10:00 and 20:00.
  const anchor = Math.min(Math.max(Math.floor(clock.minutes / 15) * 15, SHIFT_OPEN + 90), SHIFT_CLOSE - 180);
  const at = (minutes: number) => wallClockToInstant(store.timezone, today, anchor + minutes, 'compatible');
  const dayStart = wallClockToInstant(store.timezone, today, SHIFT_OPEN - 60, 'compatible');

  type Plan = {
    cutterId: string;
    start: number;
    service: string;
    customerId?: string;
    guest?: { name: string; phoneNumber?: string };
    steps: LifecycleAction[];
  };
  const plan: Plan[] = [
    { cutterId: a, start: -90, service: 'Haircut', customerId: otherId, steps: ['check-in', 'start', 'stop'] },
    { cutterId: b, start: -75, service: 'Beard Trim', guest: { name: 'Chris Walk-in' }, steps: ['check-in', 'start', 'stop'] },
    {
      cutterId: a,
      start: -30,
      service: 'Skin Fade',
      guest: { name: 'Alex Morgan', phoneNumber: '+15555550123' },
      steps: ['check-in', 'start'],
    },
    { cutterId: b, start: 0, service: 'Kids Cut', customerId: linkedId, steps: ['check-in'] },
    { cutterId: a, start: 60, service: 'Hot Towel Shave', customerId: primaryId, steps: [] },
    { cutterId: c ?? b, start: 90, service: 'Haircut', guest: { name: 'Taylor Brooks', phoneNumber: '+15555550124' }, steps: [] },
    { cutterId: b, start: 120, service: 'Skin Fade', guest: { name: 'Jamie Chen' }, steps: [] },
  ];

  const after = new AfterCommit();
  await withTenant(db, input.tenantId, async (tx) => {
    for (const visit of plan) {
      const start = at(visit.start);
      const bookedAsOf = start <= input.now ? dayStart : input.now;
      let row: AppointmentRow = await bookAppointment(
        tx,
        actor,
        {
          storeId: store.id,
          cutterId: visit.cutterId,
          serviceIds: [serviceIds[visit.service]],
          start,
          source: visit.customerId ? 'web' : 'walkin',
          customerId: visit.customerId,
          guest: visit.guest,
        },
        after,
        bookedAsOf,
      );
      // Each step stamped when it would have happened: arrival a few minutes early, the chair at the start, done at the end.
      for (const step of visit.steps) {
        const when = step === 'check-in' ? new Date(start.getTime() - 5 * 60_000) : step === 'start' ? start : row.endsAt;
        row = await applyAction(tx, actor, row, step, after, when);
      }
    }
  });
  await after.run(laterQueue);
}
