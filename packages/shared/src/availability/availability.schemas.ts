// Availability/Slots (docs/booking-api.md): the bookable start times of a store for one or more services.
import { z } from 'zod';
import { dateOnlySchemaFor } from '../stores/store-hours.ts';
import { MAX_AVAILABILITY_DAYS, REFUSAL_REASONS } from './availability.ts';
import { daysBetween } from './wall-clock.ts';

export const MAX_SLOT_SERVICES = 10;

export const availabilityRequestSchema = z
  .object({
    storeId: z.uuid('Choose a store'),
    serviceIds: z
      .array(z.uuid('Choose a service'))
      .min(1, 'Choose at least one service')
      .max(MAX_SLOT_SERVICES, `At most ${MAX_SLOT_SERVICES} services`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each service is listed once'),
    /** Absent (or "any"): the least-loaded eligible cutter for each start. */
    cutterId: z.union([z.uuid('Choose a cutter'), z.literal('any')]).optional(),
    /** Days YYYY-MM-DD in the store's timezone, both included. */
    from: dateOnlySchemaFor('From'),
    to: dateOnlySchemaFor('To'),
    /** Also answer every refused candidate with its reason. */
    explain: z.boolean('Explain must be true or false').default(false),
    /**
     * Staff only (issue 20): the cutter of each service line, in the order of serviceIds (null: cutterId's).
     * A start is then bookable when each line's cutter is free for that line, the lines one after the other.
     */
    lineCutterIds: z.array(z.uuid('Choose a cutter').nullable()).max(MAX_SLOT_SERVICES).optional(),
  })
  .refine((r) => !r.lineCutterIds || r.lineCutterIds.length === r.serviceIds.length, {
    error: 'Give a cutter (or none) for each service',
    path: ['lineCutterIds'],
  })
  .refine((r) => !r.lineCutterIds || (r.cutterId !== undefined && r.cutterId !== 'any'), {
    error: 'Choose the cutter of the first service',
    path: ['cutterId'],
  })
  .refine((r) => r.to >= r.from, { error: 'To must be on or after From', path: ['to'] })
  .refine((r) => r.to < r.from || daysBetween(r.from, r.to) < MAX_AVAILABILITY_DAYS, {
    error: `Ask for at most ${MAX_AVAILABILITY_DAYS} days`,
    path: ['to'],
  });
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;
/** Availability/Slots' body as a client sends it (explain defaults to false). */
export type AvailabilityRequestBody = z.input<typeof availabilityRequestSchema>;

export const availabilitySlotSchema = z.object({ start: z.iso.datetime(), end: z.iso.datetime(), cutterId: z.uuid() });
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

export const availabilityRefusalSchema = z.object({ start: z.iso.datetime(), cutterId: z.uuid(), reason: z.enum(REFUSAL_REASONS) });

export const availabilityResultSchema = z.object({
  timezone: z.string(),
  slotInterval: z.int(),
  /** Minutes one booking of the services takes (store durations, extra time and processing gaps included). */
  durationMinutes: z.int(),
  cutters: z.array(z.object({ id: z.uuid(), name: z.string() })),
  slots: z.array(availabilitySlotSchema),
  refused: z.array(availabilityRefusalSchema).optional(),
});
export type AvailabilityResult = z.infer<typeof availabilityResultSchema>;
