import { publicFileUrl, type BrandDetail, type BrandListItem, type BrandStatus } from '@salon/shared';
import type { brands } from '../../db/schema.ts';

type BrandRow = typeof brands.$inferSelect;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The logo the customer site shows: an uploaded logo through the public upload route, else a provisioned URL. */
export function brandLogoUrl(brand: Pick<BrandRow, 'logoFileId' | 'logoUrl'>, thumb = false): string | null {
  if (brand.logoFileId) return publicFileUrl(brand.logoFileId, thumb);
  return thumb ? null : brand.logoUrl;
}

/** A brand as the wizard edits it: one object per step (response schemas whitelist the fields). */
export function toBrandDetail(brand: BrandRow, domains: string[], storeCount: number): BrandDetail {
  return {
    id: brand.id,
    status: brand.status as BrandStatus,
    storeCount,
    createdAt: iso(brand.createdAt),
    updatedAt: iso(brand.updatedAt),
    basicDetails: {
      name: brand.name,
      contactFirstName: brand.contactFirstName,
      contactLastName: brand.contactLastName,
      email: brand.email,
      countryCode: brand.countryCode,
      phoneNumber: brand.phoneNumber,
      website: brand.website,
    },
    address: { address: brand.address, billingSameAsAddress: brand.billingSameAsAddress, billingAddress: brand.billingAddress },
    other: {
      domains,
      timezone: brand.timezone,
      defaultLanguage: brand.defaultLanguage,
      supportEmail: brand.supportEmail,
      supportPhone: brand.supportPhone,
      description: brand.description,
    },
    legal: brand.legal,
    appearance: {
      theme: brand.theme,
      colors: brand.colors,
      logoFileId: brand.logoFileId,
      logoUrl: brandLogoUrl(brand),
      logoThumbnailUrl: brandLogoUrl(brand, true),
    },
    states: { operatingStates: brand.operatingStates },
    plans: brand.plan,
  };
}

export function toBrandListItem(brand: BrandRow, domains: string[], storeCount: number): BrandListItem {
  return {
    id: brand.id,
    name: brand.name,
    status: brand.status as BrandStatus,
    theme: brand.theme,
    logoUrl: brandLogoUrl(brand),
    domains,
    email: brand.email,
    phoneNumber: brand.phoneNumber,
    plan: brand.plan?.plan ?? null,
    operatingStates: brand.operatingStates,
    storeCount,
    createdAt: iso(brand.createdAt),
  };
}
