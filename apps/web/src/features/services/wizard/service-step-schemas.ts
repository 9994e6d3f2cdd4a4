import {
  MAX_SERVICE_MINUTES,
  minutesSchema,
  priceCentsSchema,
  serviceAdditionalDetailsSchema,
  serviceBasicDetailsSchema,
  serviceOthersSchema,
} from '@salon/shared';
import { z } from 'zod';
import { moneyInput, optionalMoneyInput } from '../../../components/form/money-schema.ts';

// The shared request schemas with money typed as text ("12.50"), parsed to cents on the way out.
export const serviceBasicStepSchema = serviceBasicDetailsSchema.extend({ priceCents: moneyInput(priceCentsSchema('Price'), 'Price') });
export const serviceAdditionalStepSchema = serviceAdditionalDetailsSchema;

const storeOverrideStepSchema = z
  .object({
    storeId: z.uuid('Choose a store'),
    priceCents: optionalMoneyInput(priceCentsSchema('Store price'), 'Store price'),
    durationMinutes: minutesSchema('Store duration', { min: 5, max: MAX_SERVICE_MINUTES }).nullable().default(null),
  })
  .refine((o) => o.priceCents !== null || o.durationMinutes !== null, 'Give the store a price or a duration');

/** The shared others schema with store prices as text; the shared rules then run on the parsed values. */
export const serviceOthersStepSchema = z
  .object({ ...serviceOthersSchema.shape, storeOverrides: z.array(storeOverrideStepSchema).default([]) })
  .superRefine((others, ctx) => {
    const checked = serviceOthersSchema.safeParse(others);
    for (const issue of checked.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
