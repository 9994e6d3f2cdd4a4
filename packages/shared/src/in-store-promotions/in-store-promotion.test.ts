import { describe, expect, it } from 'vitest';
import { inStorePromotionInputSchema } from './in-store-promotion.schemas.ts';
import { interleaveSlides, type PromotionWindow, promotionState, promotionsShowingToday } from './in-store-promotion.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const promo = (over: Partial<PromotionWindow>): PromotionWindow => ({
  id: 'p',
  active: true,
  startsOn: null,
  endsOn: null,
  storeIds: [],
  position: 0,
  ...over,
});

describe('which promotions show today at a store', () => {
  it.each([
    ['open dates, every store', {}, true],
    ['switched off', { active: false }, false],
    ['starts today', { startsOn: '2026-03-02' }, true],
    ['starts tomorrow', { startsOn: '2026-03-03' }, false],
    ['ends today', { endsOn: '2026-03-02' }, true],
    ['ended yesterday', { endsOn: '2026-03-01' }, false],
    ['one-day range, today', { startsOn: '2026-03-02', endsOn: '2026-03-02' }, true],
    ['range around today', { startsOn: '2026-02-01', endsOn: '2026-03-31' }, true],
    ['this store listed', { storeIds: [A] }, true],
    ['this store among others', { storeIds: [B, A] }, true],
    ['only another store', { storeIds: [B] }, false],
    ['another store and ended', { storeIds: [B], endsOn: '2026-03-01' }, false],
  ] as const)('%s -> %s', (_label, over, shown) => {
    const shownIds = promotionsShowingToday([promo(over as Partial<PromotionWindow>)], A, '2026-03-02').map((p) => p.id);
    expect(shownIds).toEqual(shown ? ['p'] : []);
  });

  it('orders by position, then id', () => {
    const list = [promo({ id: 'c', position: 2 }), promo({ id: 'b', position: 1 }), promo({ id: 'a', position: 2 })];
    expect(promotionsShowingToday(list, A, '2026-03-02').map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('promotion state', () => {
  it.each([
    [{ active: false, startsOn: null, endsOn: null }, 'inactive'],
    [{ active: true, startsOn: null, endsOn: '2026-03-01' }, 'ended'],
    [{ active: true, startsOn: '2026-03-03', endsOn: null }, 'scheduled'],
    [{ active: true, startsOn: '2026-03-02', endsOn: '2026-03-02' }, 'showing'],
  ] as const)('%j -> %s', (p, state) => expect(promotionState(p, '2026-03-02')).toBe(state));
});

describe('the loop interleaves images and codes', () => {
  it.each([
    [[], [], []],
    [['i1'], [], ['i1']],
    [[], ['c1'], ['c1']],
    [['i1', 'i2'], ['c1'], ['i1', 'c1', 'i2']],
    [['i1'], ['c1', 'c2', 'c3'], ['i1', 'c1', 'c2', 'c3']],
  ])('%j + %j -> %j', (images, codes, expected) => {
    expect(interleaveSlides(images, codes).map((s) => s.item)).toEqual(expected);
  });
});

describe('the input', () => {
  const valid = { brandId: A, title: 'Beard month', imageFileId: B };
  it('defaults dates, stores and active', () =>
    expect(inStorePromotionInputSchema.parse(valid)).toEqual({
      ...valid,
      caption: null,
      startsOn: null,
      endsOn: null,
      storeIds: [],
      active: true,
    }));
  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(81) }, 'title', 'Title must be at most 80 characters'],
    [{ imageFileId: null }, 'imageFileId', 'Upload an image'],
    [{ startsOn: '2026-03-05', endsOn: '2026-03-04' }, 'endsOn', 'End date must be on or after the start date'],
    [{ startsOn: '2026-02-30' }, 'startsOn', 'Start date must be a real date written YYYY-MM-DD'],
    [{ storeIds: [A, A] }, 'storeIds', 'Each store is listed once'],
  ])('%j is refused on %s', (over, field, message) => {
    const result = inStorePromotionInputSchema.safeParse({ ...valid, ...over });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });
});
