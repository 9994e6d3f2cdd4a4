import { z } from 'zod';

const envSchema = z.object({
  apiBaseUrl: z.string().nullish(),
  syncDomain: z.string().nullish(),
  accountingConnectUrl: z.string().nullish(),
  accountingRedirectUrl: z.string().nullish(),
  tagManagerId: z.string().nullish(),
  analyticsAppId: z.string().nullish(),
});

export type WebEnv = z.infer<typeof envSchema>;

const DEFAULT_API_BASE = '/api';
let envPromise: Promise<WebEnv> | null = null;

/** `GET /api/getEnv`, read once per page load; a failure falls back to the same-origin `/api`. */
export function loadEnv(): Promise<WebEnv> {
  if (!envPromise) {
    envPromise = fetch('/api/getEnv', { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) return {};
        const body: unknown = await response.json();
        const parsed = z.object({ res_data: envSchema }).safeParse(body);
        return parsed.success ? parsed.data.res_data : {};
      })
      .catch(() => {
        envPromise = null; // try again on the next call
        return {};
      });
  }
  return envPromise;
}

export async function apiBaseUrl(): Promise<string> {
  const env = await loadEnv();
  return (env.apiBaseUrl || DEFAULT_API_BASE).replace(/\/+$/, '');
}

export function resetEnvCache(): void {
  envPromise = null;
}
