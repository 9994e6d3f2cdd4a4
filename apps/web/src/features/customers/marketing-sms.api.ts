import {
  type MarketingSmsBody,
  type MarketingSmsPreview,
  type MarketingSmsSent,
  marketingSmsPreviewSchema,
  marketingSmsSentSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Promotion texts (/api/MarketingSms/...): the preview writes nothing; send queues the texts. */
export const marketingSmsApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewMarketingSms: build.mutation<MarketingSmsPreview, MarketingSmsBody>({
      query: (body) => ({ path: 'MarketingSms/Preview', method: 'POST', body, brandScoped: false, schema: marketingSmsPreviewSchema }),
    }),
    sendMarketingSms: build.mutation<MarketingSmsSent, MarketingSmsBody>({
      query: (body) => ({ path: 'MarketingSms/Send', method: 'POST', body, brandScoped: false, schema: marketingSmsSentSchema }),
    }),
  }),
});

export const { usePreviewMarketingSmsMutation, useSendMarketingSmsMutation } = marketingSmsApi;
