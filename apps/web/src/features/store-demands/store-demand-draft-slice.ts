import type { DemandRequired, DemandSettings } from '@salon/shared';
import { createWizardDraftSlice } from '../../components/wizard/wizard-draft.ts';

/**
 * The store demand wizard's draft (spec section 3 "storeDemand"), kept by the shared wizard draft persistence:
 * it survives a reload, signing out drops it, and it answers only to the person, store and week it was typed for.
 */
export const STORE_DEMAND_DRAFT_DEFAULTS = {
  demand: {
    /** Who typed it, for which store and week: a draft for any other is ignored (never shown to another person). */
    owner: '',
    storeId: '',
    weekStart: '',
    required: null as DemandRequired | null,
    settings: null as DemandSettings | null,
  },
};
export type StoreDemandDraftSteps = typeof STORE_DEMAND_DRAFT_DEFAULTS;
export type StoreDemandDraft = StoreDemandDraftSteps['demand'];

export const storeDemandWizard = createWizardDraftSlice<StoreDemandDraftSteps>({
  name: 'storeDemand',
  defaults: STORE_DEMAND_DRAFT_DEFAULTS,
});

/** The draft when it belongs to this person, store and week (any week when `weekStart` is null), else null. */
export function draftFor(
  draft: StoreDemandDraft,
  owner: string | undefined,
  storeId: string,
  weekStart: string | null,
): (StoreDemandDraft & { required: DemandRequired }) | null {
  if (!owner || draft.owner !== owner || draft.storeId !== storeId || !draft.required) return null;
  if (weekStart !== null && draft.weekStart !== weekStart) return null;
  return draft as StoreDemandDraft & { required: DemandRequired };
}
