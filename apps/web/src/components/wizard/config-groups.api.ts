import { type ConfigFetchGroup, type ConfigFetchResult, configFetchResultSchema } from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Config/Fetch for named groups: the option lists of the wizards (skills, application sources, document types...). */
export const configGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    configGroups: build.query<ConfigFetchResult, readonly ConfigFetchGroup[]>({
      query: (groups) => ({ path: 'Config/Fetch', method: 'POST', body: { groups }, brandScoped: false, schema: configFetchResultSchema }),
      providesTags: ['Config'],
    }),
  }),
});

export const { useConfigGroupsQuery } = configGroupsApi;
