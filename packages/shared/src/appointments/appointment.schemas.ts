// Requests and responses of the Appointment, BlockedSlot and realtime calls (docs/booking-api.md).
// Instants on the wire are ISO strings (UTC); days are YYYY-MM-DD in the store's timezone.
import { z } from 'zod';
import { APPOINTMENT_SOURCES, NON_AVAILABILITY_LABELS } from '../constants.ts';
import { dateOnlySchemaFor } from '../stores/store-hours.ts';
import { optionalPhoneSchema } from '../validation/rules.ts';
import { APPOINTMENT_STATUSES } from './appointment-status.ts';
import { seriesMarkerSchema } from './series-marker.schemas.ts';
import { text } from '../validation/text.ts';

export const APPOINTMENT_KINDS = ['appointment', 'block'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export const BLOCK_LABELS = NON_AVAILABILITY_LABELS;
export type BlockLabel = (typeof BLOCK_LABELS)[number];

/** The cancel reason that marks a walkout (needs the walkout flag besides cancel_appointment). */
export const WALKOUT_REASON = 'walkout';
/** Customers may cancel or reschedule their own appointment until this many minutes before it starts. */
export const CUSTOMER_CHANGE_CUTOFF_MINUTES = 120;
/** The reminder message goes out this long before the start. */
export const REMINDER_HOURS_BEFORE = 24;
export const MAX_APPOINTMENT_SERVICES = 10;
export const MAX_EXTRA_MINUTES = 240;
/** A blocked slot is at most two weeks long (a longer absence is time off). */
export const MAX_BLOCK_MINUTES = 14 * 24 * 60;

/**
 * The permission flags (any one of) of each appointment action. Start, stop and their rollbacks are
 * also allowed to the appointment's own cutter without these (checked in the service).
 */
export const APPOINTMENT_ACTION_FLAGS = {
  view: ['view_appointment_details', 'see_appointment_statuses', 'create_appointment', 'edit_appointment'],
  create: ['create_appointment'],
  update: ['edit_appointment'],
  stretch: ['edit_appointment', 'stretch_appointment'],
  'add-services': ['add_services'],
  'extra-time': ['extra_time'],
  'update-once-started': ['update_service_or_time_once_started'],
  reschedule: ['reschedule_appointment'],
  cancel: ['cancel_appointment'],
  walkout: ['walkout'],
  'no-show': ['cancel_appointment', 'check_in_appointment'],
  'check-in': ['check_in_appointment'],
  'rollback-checkin': ['check_in_appointment'],
  start: ['check_in_appointment'],
  'rollback-start': ['check_in_appointment'],
  stop: ['check_in_appointment', 'checkout_appointment'],
  'rollback-end': ['check_in_appointment', 'checkout_appointment'],
  quick: ['quick_appointment'],
  combine: ['edit_appointment'],
  rebook: ['rebook_appointment'],
  'add-block': ['add_block_slots'],
  'edit-block': ['edit_blocked_slot'],
  'delete-block': ['delete_blocked_slot'],
} as const satisfies Record<string, readonly string[]>;
export type AppointmentPermissionAction = keyof typeof APPOINTMENT_ACTION_FLAGS;
/** Actions a cutter may take on their own appointments without the front-desk flags. */
export const OWN_CUTTER_ACTIONS: readonly AppointmentPermissionAction[] = ['start', 'stop', 'rollback-start', 'rollback-end'];

const instant = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });
export const idOf = (label: string) => z.uuid(`Choose a ${label}`);
const serviceIdsSchema = z
  .array(idOf('service'))
  .min(1, 'Choose at least one service')
  .max(MAX_APPOINTMENT_SERVICES, `At most ${MAX_APPOINTMENT_SERVICES} services`);
const notesSchema = text().trim().max(1000, 'Notes must be at most 1000 characters');

/** A walk-in or phone customer without an account (the guest label). */
export const guestSchema = z.object({
  name: text().trim().min(1, 'Guest name is required').max(100, 'Guest name must be at most 100 characters'),
  /** Stored and texted in E.164 (+1 added to a 10-digit number), whatever was typed. */
  phoneNumber: optionalPhoneSchema,
  email: z.email('Must be a valid email').max(64).optional(),
});
export type Guest = z.infer<typeof guestSchema>;

/** "any" (or absent) lets the server pick the least-loaded eligible cutter. */
const cutterChoiceSchema = z.union([idOf('cutter'), z.literal('any')]);

/** The fields of a booking (Appointment/Create; a standing appointment's series takes them too). */
export const appointmentCreateFields = z.object({
  storeId: idOf('store'),
  cutterId: cutterChoiceSchema.optional(),
  serviceIds: serviceIdsSchema,
  start: instant('Start'),
  source: z.enum(APPOINTMENT_SOURCES, { error: 'Source must be web, walkin or phone' }),
  customerId: idOf('customer').optional(),
  guest: guestSchema.optional(),
  notes: notesSchema.optional(),
});
/** A booking is for a customer or a guest, never both (the refine of every create that takes either). */
export const customerOrGuest: [(b: { customerId?: string; guest?: unknown }) => boolean, { error: string; path: string[] }] = [
  (b) => (b.customerId === undefined) !== (b.guest === undefined),
  { error: 'Choose a customer or enter a guest', path: ['customerId'] },
];
/**
 * Appointment/Create (staff). lineCutterIds: the cutter of each service line, in the order of serviceIds
 * (null: the appointment's cutter); a line of another cutter splits the visit across cutters (issue 20).
 * Customers booking online keep one cutter.
 */
export const appointmentCreateSchema = appointmentCreateFields
  .extend({ lineCutterIds: z.array(idOf('cutter').nullable()).max(MAX_APPOINTMENT_SERVICES).optional() })
  .refine(...customerOrGuest)
  .refine((b) => !b.lineCutterIds || b.lineCutterIds.length === b.serviceIds.length, {
    error: 'Give a cutter (or none) for each service',
    path: ['lineCutterIds'],
  });
export type AppointmentCreate = z.infer<typeof appointmentCreateSchema>;

export const appointmentServiceLineSchema = z.object({
  serviceId: z.uuid(),
  name: z.string(),
  durationMinutes: z.int(),
  priceCents: z.int(),
});

export const appointmentSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  cutterId: z.uuid(),
  cutterName: z.string(),
  kind: z.enum(APPOINTMENT_KINDS),
  label: z.enum(BLOCK_LABELS).nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  source: z.enum(APPOINTMENT_SOURCES).nullable(),
  customerId: z.uuid().nullable(),
  /** The customer's name, or the guest's. */
  customerName: z.string().nullable(),
  isGuest: z.boolean(),
  guest: z.object({ name: z.string(), phoneNumber: z.string().nullable(), email: z.string().nullable() }).nullable(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  extraMinutes: z.int(),
  holdExpiresAt: z.iso.datetime().nullable(),
  notes: z.string().nullable(),
  /** Drink and music picked on the in-store tablet (labels), shown to the cutter on the calendar. */
  beverage: z.string().nullable(),
  music: z.string().nullable(),
  cancelReason: z.string().nullable(),
  checkedInAt: z.iso.datetime().nullable(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  rebookedFromId: z.uuid().nullable(),
  combinedIntoId: z.uuid().nullable(),
  services: z.array(appointmentServiceLineSchema),
  /** A split visit's other cutter's part: the visit it belongs to (open that one); null otherwise. */
  visitId: z.uuid().nullable(),
  /**
   * A visit split across cutters: each cutter's part in order (the visit's own first), with its services;
   * empty for a one-cutter appointment. `services` and `end` above are the whole visit's.
   */
  parts: z.array(
    z.object({
      id: z.uuid(),
      cutterId: z.uuid(),
      cutterName: z.string(),
      start: z.iso.datetime(),
      end: z.iso.datetime(),
      services: z.array(z.string()),
    }),
  ),
  /** What the status allows (DOMAIN.md lifecycle); the screen also filters by the user's flags. */
  allowedActions: z.array(z.string()),
  version: z.int(),
  createdAt: z.iso.datetime(),
  /** A standing appointment's occurrence ("Every 3 weeks · 2 of 6"); null otherwise. */
  repeat: seriesMarkerSchema.nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentSearchSchema = z.object({
  storeId: idOf('store'),
  from: dateOnlySchemaFor('From'),
  to: dateOnlySchemaFor('To'),
  cutterId: idOf('cutter').optional(),
  customerId: idOf('customer').optional(),
  statuses: z.array(z.enum(APPOINTMENT_STATUSES)).optional(),
  includeBlocks: z.boolean().default(false),
  page: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(200).default(100),
});
export type AppointmentSearch = z.infer<typeof appointmentSearchSchema>;
export const appointmentSearchResultSchema = z.object({
  items: z.array(appointmentSchema),
  total: z.int().min(0),
  page: z.int(),
  pageSize: z.int(),
});

/** Optimistic concurrency: when given, the change is refused with 409 if the appointment changed since. */
const versionSchema = z.int().min(1).optional();

/**
 * Update: notes, customer or guest data, and the service list or times. Once the appointment has
 * started (ongoing, completed), changing services or times needs update_service_or_time_once_started;
 * a new end alone is a stretch (edit_appointment or stretch_appointment).
 */
export const appointmentUpdateSchema = z.object({
  notes: notesSchema.nullable().optional(),
  customerId: idOf('customer').optional(),
  guest: guestSchema.optional(),
  serviceIds: serviceIdsSchema.optional(),
  start: instant('Start').optional(),
  end: instant('End').optional(),
  version: versionSchema,
});
export type AppointmentUpdate = z.infer<typeof appointmentUpdateSchema>;

export const addServicesSchema = z.object({ serviceIds: serviceIdsSchema, version: versionSchema });
export const extraTimeSchema = z.object({
  minutes: z
    .int('Minutes must be a whole number')
    .min(5, 'At least 5 minutes')
    .max(MAX_EXTRA_MINUTES, `At most ${MAX_EXTRA_MINUTES} minutes`),
  version: versionSchema,
});

/** Reschedule or move (calendar drag): a new start and/or cutter; the duration is kept. */
export const rescheduleSchema = z.object({
  start: instant('Start').optional(),
  cutterId: cutterChoiceSchema.optional(),
  version: versionSchema,
});
export type Reschedule = z.infer<typeof rescheduleSchema>;

export const cancelSchema = z.object({
  reason: text().trim().min(1, 'A reason is required').max(200, 'Reason must be at most 200 characters'),
});
export const ROLLBACK_ACTIONS = ['rollback-checkin', 'rollback-start', 'rollback-end'] as const;
export const rollbackSchema = z.object({
  action: z.enum(ROLLBACK_ACTIONS, { error: 'Choose rollback-checkin, rollback-start or rollback-end' }),
});
export type RollbackAction = (typeof ROLLBACK_ACTIONS)[number];

/** A walk-in now, with the first bookable cutter (or the one given). */
export const quickAppointmentSchema = z
  .object({
    storeId: idOf('store'),
    serviceIds: serviceIdsSchema,
    cutterId: cutterChoiceSchema.optional(),
    customerId: idOf('customer').optional(),
    guest: guestSchema.optional(),
    notes: notesSchema.optional(),
  })
  .refine((b) => (b.customerId === undefined) !== (b.guest === undefined), {
    error: 'Choose a customer or enter a guest',
    path: ['customerId'],
  });
/** Appointment/Quick's body as a client sends it. */
export type QuickAppointmentRequest = z.input<typeof quickAppointmentSchema>;

/**
 * Combine: appointments of one customer at one store on one day become one visit. The earliest is
 * kept and takes every service (in start order), from its start with its cutter; the others are
 * cancelled with reason "combined" and point to it. All must be booked or rescheduled.
 */
export const combineSchema = z.object({
  appointmentIds: z.array(idOf('appointment')).min(2, 'Choose at least two appointments').max(10, 'At most 10 appointments'),
});
/** Appointment/Combine's body as a client sends it. */
export type CombineRequest = z.input<typeof combineSchema>;

/** Rebook: a new appointment with the same customer, services and cutter (unless another is given). */
export const rebookSchema = z.object({
  start: instant('Start'),
  cutterId: cutterChoiceSchema.optional(),
  source: z.enum(APPOINTMENT_SOURCES).optional(),
});

export const blockedSlotCreateSchema = z
  .object({
    storeId: idOf('store'),
    employeeId: idOf('employee'),
    start: instant('Start'),
    end: instant('End'),
    label: z.enum(BLOCK_LABELS, { error: 'Label must be Non Availability, blocked or vacation' }),
    note: notesSchema.optional(),
  })
  .refine((b) => Date.parse(b.end) > Date.parse(b.start), { error: 'End must be after start', path: ['end'] });
/** BlockedSlot/Create's body as a client sends it. */
export type BlockCreate = z.input<typeof blockedSlotCreateSchema>;
export const blockedSlotUpdateSchema = z.object({
  employeeId: idOf('employee').optional(),
  start: instant('Start').optional(),
  end: instant('End').optional(),
  label: z.enum(BLOCK_LABELS).optional(),
  note: notesSchema.nullable().optional(),
  version: versionSchema,
});
export const deletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
