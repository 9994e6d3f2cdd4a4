import { type PromoCodeDetail, type PromoCodeForm, emptyPromoCodeForm, promoCodeToForm, todayIn } from '@salon/shared';
import { type DraftEdit, createWizardDraftSlice } from '../../components/wizard/wizard-draft.ts';

/** The promo code wizard's one step as typed (money "12.50", percent "15"). */
export type PromoCodeDraftSteps = { basicDetails: PromoCodeForm };

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const PROMO_CODE_DRAFT_DEFAULTS: PromoCodeDraftSteps = { basicDetails: emptyPromoCodeForm(todayIn(browserZone())) };

/** The persisted `addPromoCode` draft (spec section 3): a reload mid-wizard keeps what was typed. */
export const addPromoCode = createWizardDraftSlice<PromoCodeDraftSteps>({ name: 'addPromoCode', defaults: PROMO_CODE_DRAFT_DEFAULTS });

/** A saved code as the wizard's step, for edit. */
export function promoCodeToDraft(promo: PromoCodeDetail): DraftEdit<PromoCodeDraftSteps> {
  return { id: promo.id, steps: { basicDetails: promoCodeToForm(promo) } };
}
