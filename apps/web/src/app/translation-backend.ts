import { translationResultSchema } from '@salon/shared';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { z } from 'zod';
import { apiRequest } from '../api/client.ts';

/** A page's labels travel as a JSON string of label key to text. */
const labelsSchema = z.record(z.string(), z.string());

interface Pending {
  namespace: string;
  callback: ReadCallback;
}

function parseLabels(labels: string): Record<string, string> {
  const parsed = labelsSchema.safeParse(JSON.parse(labels));
  return parsed.success ? parsed.data : {};
}

/** The bundled catalogue, loaded only if the server cannot answer (its own chunk). */
async function bundledLabels(language: string, namespace: string): Promise<ResourceKey> {
  const { LABELS } = await import('@salon/shared/i18n/labels');
  const catalogue = language === 'es' ? LABELS.es : LABELS.en;
  return catalogue[namespace] ?? {};
}

/**
 * An i18next backend over `Config/GetTranslation` (spec section 7). Namespaces asked for in the same
 * tick go in one call; `key` is the client's clock, which the server checks (translation signature).
 */
export class TranslationBackend implements BackendModule {
  static type = 'backend' as const;
  type = 'backend' as const;
  callbackApi = true;
  private queues = new Map<string, Pending[]>();

  init(): void {}

  read(language: string, namespace: string, callback: ReadCallback): void {
    const queue = this.queues.get(language);
    if (queue) {
      queue.push({ namespace, callback });
      return;
    }
    this.queues.set(language, [{ namespace, callback }]);
    setTimeout(() => void this.flush(language), 0);
  }

  private async flush(language: string): Promise<void> {
    const pending = this.queues.get(language) ?? [];
    this.queues.delete(language);
    const modules = [...new Set(pending.map((item) => item.namespace))];
    try {
      const answer = await apiRequest(
        { path: 'Config/GetTranslation', method: 'POST', body: { key: String(Date.now()), language, modules, tableName: 'translations' } },
        translationResultSchema,
      );
      const byPage = new Map(answer.responses.map((response) => [response.pageName, parseLabels(response.labels)]));
      for (const item of pending) item.callback(null, byPage.get(item.namespace) ?? {});
    } catch {
      for (const item of pending) {
        bundledLabels(language, item.namespace).then(
          (labels) => item.callback(null, labels),
          (error: unknown) => item.callback(error instanceof Error ? error.message : String(error), false),
        );
      }
    }
  }
}
