import { type ConfigFetchResult, type ConfigGroupValues, configFetchResultSchema } from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** The environment config group; empty when the server answered without it. */
export type EnvironmentConfig = Partial<ConfigGroupValues['environment_config']>;

/** `Config/Fetch` for the environment config group (analytics id, session polling). */
export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    environmentConfig: build.query<EnvironmentConfig, void>({
      query: () => ({ path: 'Config/Fetch', method: 'POST', body: { groups: ['environment_config'] }, schema: configFetchResultSchema }),
      transformResponse: (response: ConfigFetchResult) => response.environment_config ?? {},
      providesTags: ['Config'],
    }),
  }),
});

export const { useEnvironmentConfigQuery } = configApi;
