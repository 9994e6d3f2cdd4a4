// Demand template wire types (issue 17): /api/StoreDemand/Templates.
import { z } from 'zod';
import { text } from '../validation/text.ts';
import { demandRequiredSchema, storeDemandSchema, storeDemandWeekSchema } from './store-demand.schemas.ts';

export const demandTemplateNameSchema = text({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(60, 'Name must be at most 60 characters');

export const demandTemplateListQuerySchema = z.object({ storeId: z.uuid('Choose a store') });

/** Saves the week being edited (saved or not) as a named template of its store. */
export const demandTemplateCreateSchema = storeDemandWeekSchema.extend({
  name: demandTemplateNameSchema,
  required: demandRequiredSchema,
});
export type DemandTemplateCreate = z.infer<typeof demandTemplateCreateSchema>;

/** Fills a week of the template's store from it: the week's demand becomes (or stays) a draft. */
export const demandTemplateApplySchema = z.object({
  weekStart: storeDemandWeekSchema.shape.weekStart,
  /** The version of the week's draft the editor holds; 409 when someone saved in between. Omit for a new week. */
  version: z.int().min(1).optional(),
});
export type DemandTemplateApply = z.infer<typeof demandTemplateApplySchema>;

export const demandTemplateSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  name: z.string(),
  skills: z.array(z.string()),
  /** Person-hours over the week, all skill sets. */
  personHours: z.int(),
  createdAt: z.iso.datetime(),
});
export type DemandTemplate = z.infer<typeof demandTemplateSchema>;
export const demandTemplateListSchema = z.object({ items: z.array(demandTemplateSchema) });

export const demandTemplateAppliedSchema = z.object({
  demand: storeDemandSchema,
  unplacedCells: z.int(),
  droppedSkills: z.array(z.string()),
});
export type DemandTemplateApplied = z.infer<typeof demandTemplateAppliedSchema>;
export const demandTemplateDeletedSchema = z.object({ id: z.uuid() });
