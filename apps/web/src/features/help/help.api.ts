import {
  type HelpArticle,
  type HelpArticleInput,
  type HelpArticleSearch,
  type HelpArticleSearchResult,
  helpArticleSchema,
  helpArticleSearchResultSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Help centre calls (HelpArticle/…); schemas from @salon/shared check every answer. */
export const helpApi = api.enhanceEndpoints({ addTagTypes: ['HelpArticle'] }).injectEndpoints({
  endpoints: (build) => ({
    searchHelpArticles: build.query<HelpArticleSearchResult, HelpArticleSearch>({
      query: (body) => ({ path: 'HelpArticle/Search', method: 'POST', body, brandScoped: false, schema: helpArticleSearchResultSchema }),
      providesTags: ['HelpArticle'],
    }),
    helpArticle: build.query<HelpArticle, string>({
      query: (id) => ({ path: `HelpArticle/GetById/${id}`, brandScoped: false, schema: helpArticleSchema }),
      providesTags: (_result, _error, id) => [{ type: 'HelpArticle', id }],
    }),
    createHelpArticle: build.mutation<HelpArticle, HelpArticleInput>({
      query: (body) => ({ path: 'HelpArticle/Create', method: 'POST', body, brandScoped: false, schema: helpArticleSchema }),
      invalidatesTags: ['HelpArticle'],
    }),
    updateHelpArticle: build.mutation<HelpArticle, { id: string; body: HelpArticleInput }>({
      query: ({ id, body }) => ({ path: `HelpArticle/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: helpArticleSchema }),
      invalidatesTags: ['HelpArticle'],
    }),
  }),
});

export const { useSearchHelpArticlesQuery, useHelpArticleQuery, useCreateHelpArticleMutation, useUpdateHelpArticleMutation } = helpApi;
