// Per-employee commission rates on the wire (issue 15): basis points (10000 = 100%), effective from a local date.
import { z } from 'zod';
import { MAX_COMMISSION_BASIS_POINTS } from './commission.ts';

const basisPoints = (label: string) =>
  z
    .int(`${label} must be a whole number of basis points`)
    .min(0, `${label} must not be negative`)
    .max(MAX_COMMISSION_BASIS_POINTS, `${label} must be at most 100%`);

/** POST Employee/CommissionRates/{id}: a rate from a day on (today or later; a past period keeps its rate). */
export const commissionRateInputSchema = z.object({
  effectiveFrom: z.iso.date('Enter a date as YYYY-MM-DD'),
  serviceBasisPoints: basisPoints('Service commission'),
  productBasisPoints: basisPoints('Retail commission'),
});
export type CommissionRateInput = z.infer<typeof commissionRateInputSchema>;

export const commissionRateSchema = commissionRateInputSchema.extend({
  id: z.uuid(),
  /** The rate the employee earns at today (the latest started one). */
  current: z.boolean(),
  /** Not started yet: may still be removed. */
  upcoming: z.boolean(),
});
export type CommissionRateRecord = z.infer<typeof commissionRateSchema>;

export const commissionRateListSchema = z.object({
  /** Newest first. */
  items: z.array(commissionRateSchema),
  /** The earliest day a new rate may start (today at the employee's stores). */
  earliestStart: z.iso.date(),
  canEdit: z.boolean(),
});
export type CommissionRateList = z.infer<typeof commissionRateListSchema>;

export const commissionRateParamsSchema = z.object({ id: z.uuid(), rateId: z.uuid() });
