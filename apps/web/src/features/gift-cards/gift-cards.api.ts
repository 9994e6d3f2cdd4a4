import {
  type GiftCard,
  type GiftCardBalance,
  type GiftCardSearchInput,
  type GiftCardSearchResult,
  giftCardBalanceSchema,
  giftCardSchema,
  giftCardSearchResultSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Gift card look-ups of docs/ledgers-api.md (cards are sold and redeemed at checkout); schemas from @salon/shared check every answer. */
export const giftCardsApi = api.enhanceEndpoints({ addTagTypes: ['GiftCard'] }).injectEndpoints({
  endpoints: (build) => ({
    searchGiftCards: build.query<GiftCardSearchResult, GiftCardSearchInput>({
      query: (body) => ({ path: 'GiftCard/Search', method: 'POST', body, brandScoped: false, schema: giftCardSearchResultSchema }),
      providesTags: ['GiftCard'],
    }),
    giftCard: build.query<GiftCard, string>({
      query: (id) => ({ path: `GiftCard/GetById/${id}`, brandScoped: false, schema: giftCardSchema }),
      providesTags: (_result, _error, id) => [{ type: 'GiftCard', id }],
    }),
    giftCardBalance: build.query<GiftCardBalance, string>({
      query: (number) => ({ path: `GiftCard/Balance/${encodeURIComponent(number)}`, brandScoped: false, schema: giftCardBalanceSchema }),
      providesTags: ['GiftCard'],
    }),
  }),
});

export const { useSearchGiftCardsQuery, useGiftCardQuery, useLazyGiftCardBalanceQuery } = giftCardsApi;
