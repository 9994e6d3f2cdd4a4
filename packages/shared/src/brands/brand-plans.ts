// Subscription plans a brand can be on. Limits only: prices live with the billing provider, not here.

export const BRAND_PLANS = [
  { key: 'starter', label: 'Starter', maxStores: 1, maxSeats: 15 },
  { key: 'growth', label: 'Growth', maxStores: 10, maxSeats: 150 },
  { key: 'scale', label: 'Scale', maxStores: 50, maxSeats: 1000 },
  /** Negotiated limits, up to the platform's ceilings. */
  { key: 'enterprise', label: 'Enterprise', maxStores: null, maxSeats: null },
] as const;
export type BrandPlanKey = (typeof BRAND_PLANS)[number]['key'];
export const BRAND_PLAN_KEYS = BRAND_PLANS.map((p) => p.key) as [BrandPlanKey, ...BrandPlanKey[]];

/** What any plan may be set to at most. */
export const PLAN_CEILINGS = { stores: 1000, seats: 100_000 } as const;
export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export function planLimits(key: BrandPlanKey): { maxStores: number; maxSeats: number } {
  const plan = BRAND_PLANS.find((p) => p.key === key);
  return { maxStores: plan?.maxStores ?? PLAN_CEILINGS.stores, maxSeats: plan?.maxSeats ?? PLAN_CEILINGS.seats };
}

export const BRAND_STATUSES = ['pending', 'active', 'inactive'] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];

export const BUSINESS_TYPES = [
  { value: 'llc', label: 'LLC' },
  { value: 'corporation', label: 'Corporation (C corp)' },
  { value: 's_corporation', label: 'S corporation' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'sole_proprietorship', label: 'Sole proprietorship' },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]['value'];
export const BUSINESS_TYPE_VALUES = BUSINESS_TYPES.map((t) => t.value) as [BusinessType, ...BusinessType[]];

/** Languages the customer site is translated into (labels.en / labels.es). */
export const BRAND_LANGUAGES = ['en', 'es'] as const;
export const MAX_BRAND_DOMAINS = 10;
