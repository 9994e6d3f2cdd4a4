// Which in-store promotion images a tablet shows today (issue 19): pure rules, shared by the server's tablet
// session and the admin list's state chip.

export interface PromotionWindow {
  id: string;
  active: boolean;
  /** Store-local days, YYYY-MM-DD, both ends included; null: open on that side. */
  startsOn: string | null;
  endsOn: string | null;
  /** Empty: every store of the brand. */
  storeIds: readonly string[];
  position: number;
}

/** What a promotion is on `today`: showing, scheduled (starts later), ended, or inactive (switched off). */
export type InStorePromotionState = 'showing' | 'scheduled' | 'ended' | 'inactive';

export function promotionState(p: Pick<PromotionWindow, 'active' | 'startsOn' | 'endsOn'>, today: string): InStorePromotionState {
  if (!p.active) return 'inactive';
  if (p.endsOn !== null && p.endsOn < today) return 'ended';
  if (p.startsOn !== null && p.startsOn > today) return 'scheduled';
  return 'showing';
}

/** Shown at this store: its list is empty (every store) or names the store. */
export const coversStore = (p: Pick<PromotionWindow, 'storeIds'>, storeId: string) =>
  p.storeIds.length === 0 || p.storeIds.includes(storeId);

/**
 * The promotions a store's tablet shows on `today` (the store's own calendar day): active, today within
 * [startsOn, endsOn], for this store; in display order (position, then id so equal positions stay stable).
 */
export function promotionsShowingToday<T extends PromotionWindow>(promotions: readonly T[], storeId: string, today: string): T[] {
  return promotions
    .filter((p) => promotionState(p, today) === 'showing' && coversStore(p, storeId))
    .sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The attract loop's order: an image, then a promo code, and so on; whichever list is longer finishes the loop. */
export function interleaveSlides<A, B>(
  images: readonly A[],
  codes: readonly B[],
): ({ kind: 'image'; item: A } | { kind: 'code'; item: B })[] {
  const slides: ({ kind: 'image'; item: A } | { kind: 'code'; item: B })[] = [];
  for (let i = 0; i < Math.max(images.length, codes.length); i++) {
    if (i < images.length) slides.push({ kind: 'image', item: images[i] as A });
    if (i < codes.length) slides.push({ kind: 'code', item: codes[i] as B });
  }
  return slides;
}
