import { type WebEnv, okEnvelope, webEnvSchema } from '@salon/shared';

export type { WebEnv };

const envAnswerSchema = okEnvelope(webEnvSchema);
const DEFAULT_API_BASE = '/api';
let envPromise: Promise<Partial<WebEnv>> | null = null;

/** `GET /api/getEnv`, read once per page load; a failure falls back to the same-origin `/api`. */
export function loadEnv(): Promise<Partial<WebEnv>> {
  if (!envPromise) {
    envPromise = fetch('/api/getEnv', { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) return {};
        const parsed = envAnswerSchema.safeParse(await response.json());
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
