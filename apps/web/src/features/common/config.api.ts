import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

const environmentConfigSchema = z.object({
  heapAppId: z.string().nullish(),
  sessionPollingSeconds: z.number().nullish(),
});

const configSchema = z.object({ environment_config: environmentConfigSchema.nullish() }).loose();

export type EnvironmentConfig = z.output<typeof environmentConfigSchema>;

/** `Config/Fetch` for the environment config group (analytics id, session polling). */
export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    environmentConfig: build.query<EnvironmentConfig, void>({
      query: () => ({ path: 'Config/Fetch', method: 'POST', body: { groups: ['environment_config'] }, schema: configSchema }),
      transformResponse: (response: z.output<typeof configSchema>) => response.environment_config ?? {},
      providesTags: ['Config'],
    }),
  }),
});

export const { useEnvironmentConfigQuery } = configApi;
