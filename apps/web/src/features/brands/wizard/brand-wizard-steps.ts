import { BRAND_THEMES, BUSINESS_TYPE_VALUES, type BrandDetail } from '@salon/shared';
import type { DraftEdit } from '../../../components/wizard/wizard-draft.ts';
import { BRAND_DRAFT_DEFAULTS, type BrandDraftSteps } from '../brand-wizard-slice.ts';
import { brandAddressStep } from './brand-address-step.tsx';
import { brandAppearanceStep } from './brand-appearance-step.tsx';
import { brandBasicStep } from './brand-basic-step.tsx';
import { brandLegalStep } from './brand-legal-step.tsx';
import { brandOtherStep } from './brand-other-step.tsx';
import { brandPlansStep } from './brand-plans-step.tsx';
import { brandStatesStep } from './brand-states-step.tsx';

/** Spec section 2: basic details, address, other, legal, appearance, states, plans (then review). */
export const BRAND_STEPS = [
  brandBasicStep,
  brandAddressStep,
  brandOtherStep,
  brandLegalStep,
  brandAppearanceStep,
  brandStatesStep,
  brandPlansStep,
];

const themeOf = (theme: string) => BRAND_THEMES.find((value) => value === theme) ?? 'dark';

/** A saved brand as wizard steps, for edit (nulls become empty inputs; a provisioned brand lacks legal and plans). */
export function brandToDraft(brand: BrandDetail): DraftEdit<BrandDraftSteps> {
  const { basicDetails: b, address, other, legal, appearance } = brand;
  const emptyToBlank = (value: string | null | undefined) => value ?? '';
  return {
    id: brand.id,
    sameAddress: address.billingSameAsAddress,
    steps: {
      basicDetails: {
        name: b.name,
        contactFirstName: emptyToBlank(b.contactFirstName),
        contactLastName: emptyToBlank(b.contactLastName),
        email: emptyToBlank(b.email),
        countryCode: b.countryCode,
        phoneNumber: emptyToBlank(b.phoneNumber),
        website: emptyToBlank(b.website),
      },
      address: {
        address: address.address ?? BRAND_DRAFT_DEFAULTS.address.address,
        billingSameAsAddress: address.billingSameAsAddress,
        billingAddress: address.billingAddress,
      },
      other: {
        domains: other.domains,
        timezone: emptyToBlank(other.timezone),
        defaultLanguage: other.defaultLanguage === 'es' ? 'es' : 'en',
        supportEmail: emptyToBlank(other.supportEmail),
        supportPhone: emptyToBlank(other.supportPhone),
        description: emptyToBlank(other.description),
      },
      ...(legal
        ? {
            legal: {
              legalName: legal.legalName,
              businessType: BUSINESS_TYPE_VALUES.find((value) => value === legal.businessType) ?? BRAND_DRAFT_DEFAULTS.legal.businessType,
              taxId: legal.taxId,
              incorporationState: legal.incorporationState,
              registrationNumber: emptyToBlank(legal.registrationNumber),
            },
          }
        : {}),
      appearance: { theme: themeOf(appearance.theme), colors: appearance.colors, logoFileId: appearance.logoFileId },
      states: brand.states,
      ...(brand.plans ? { plans: brand.plans } : {}),
    },
  };
}
