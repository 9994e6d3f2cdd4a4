import { LABELS } from '@salon/shared/i18n/labels';
import { TRANSLATION_SIGNATURE_MESSAGE, type TranslationRequest, type TranslationResult } from '@salon/shared';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { translations } from '../../db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import { asSystem } from '../../platform/tenancy.ts';

/** A client clock further than this from the server's cannot sign a translation request. */
export const TRANSLATION_CLOCK_SKEW_MS = 5 * 60_000;
const FALLBACK_LANGUAGE = 'en';

export type LabelCatalogue = Record<string, Record<string, Record<string, string>>>;

/**
 * Writes the label catalogue of packages/shared into the translations table at start-up. Idempotent:
 * a page whose labels did not change is not rewritten.
 */
export async function seedTranslations(db: Db, catalogue: LabelCatalogue = LABELS): Promise<number> {
  const rows = Object.entries(catalogue).flatMap(([language, pages]) =>
    Object.entries(pages).map(([pageName, labels]) => ({ language, pageName, labels })),
  );
  if (!rows.length) return 0;
  const written = await asSystem(db, (tx) =>
    tx
      .insert(translations)
      .values(rows)
      .onConflictDoUpdate({
        target: [translations.language, translations.pageName],
        set: { labels: sql`excluded.labels`, updatedAt: sql`now()` },
        setWhere: sql`${translations.labels} is distinct from excluded.labels`,
      })
      .returning({ id: translations.id }),
  );
  return written.length;
}

/** Page names from the request: a list, or one comma-separated string. */
export function pageNamesOf(modules: TranslationRequest['modules']): string[] {
  const names = Array.isArray(modules) ? modules : modules.split(',');
  return [...new Set(names.map((n) => n.trim()).filter((n) => /^[A-Za-z0-9_.-]{1,60}$/.test(n)))];
}

/** 'es-MX' asks for 'es'; a language without labels gets English. */
export function labelLanguageOf(language: string, available: readonly string[] = Object.keys(LABELS)): string {
  const base = language.slice(0, 2).toLowerCase();
  return available.includes(base) ? base : FALLBACK_LANGUAGE;
}

/**
 * Labels per requested page as JSON text; a page missing in the asked language falls back to English,
 * and a page unknown in both answers "{}". The request's key is the client's clock (the spec's
 * translation signature): too far from the server's clock answers TRANSLATION_SIGNATURE.
 */
export async function getTranslations(db: Db, now: Date, request: TranslationRequest): Promise<TranslationResult> {
  const clientClock = Number(request.key);
  if (!Number.isFinite(clientClock) || Math.abs(now.getTime() - clientClock) > TRANSLATION_CLOCK_SKEW_MS) {
    throw new AppError(400, 'TRANSLATION_SIGNATURE', TRANSLATION_SIGNATURE_MESSAGE);
  }
  const pages = pageNamesOf(request.modules);
  if (!pages.length) return { responses: [] };
  const language = labelLanguageOf(request.language);
  // Platform-wide labels (not tenant data): readable without a tenant.
  const rows = await db
    .select({ language: translations.language, pageName: translations.pageName, labels: translations.labels })
    .from(translations)
    .where(and(inArray(translations.pageName, pages), inArray(translations.language, [...new Set([language, FALLBACK_LANGUAGE])])));
  const find = (lang: string, page: string) => rows.find((r) => r.language === lang && r.pageName === page)?.labels;
  return {
    responses: pages.map((pageName) => ({
      pageName,
      labels: JSON.stringify(find(language, pageName) ?? find(FALLBACK_LANGUAGE, pageName) ?? {}),
    })),
  };
}
