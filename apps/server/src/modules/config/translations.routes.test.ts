import { TRANSLATION_SIGNATURE_MESSAGE } from '@salon/shared';
import { LABELS } from '@salon/shared/i18n/labels';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../../db/schema.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedTranslations } from './translations.ts';

describe('POST /api/Config/GetTranslation', () => {
  let t: TestApp;
  const englishOnlyPage = 'zz_english_only';
  const someEnglishPage = Object.keys(LABELS.en)[0];
  const sharedPage = Object.keys(LABELS.es).find((page) => page in LABELS.en) ?? someEnglishPage;

  const ask = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Config/GetTranslation',
      payload: { key: String(Date.now()), language: 'en', modules: [sharedPage], tableName: 'translations', ...body },
    });
  const labelsOf = (res: { json(): { res_data: { responses: { pageName: string; labels: string }[] } } }) =>
    Object.fromEntries(res.json().res_data.responses.map((r) => [r.pageName, JSON.parse(r.labels)]));

  beforeAll(async () => {
    t = await createTestApp();
    await asSystem(t.database.db, (tx) =>
      tx.insert(translations).values({ language: 'en', pageName: englishOnlyPage, labels: { hello: 'Hello' } }),
    );
  });

  it('answers the seeded labels of each asked page as JSON text', async () => {
    const res = await ask({ modules: [sharedPage, someEnglishPage] });
    expect(res.statusCode).toBe(200);
    const body = res.json().res_data;
    expect(body.responses.every((r: { labels: unknown }) => typeof r.labels === 'string')).toBe(true);
    expect(labelsOf(res)[sharedPage]).toEqual(LABELS.en[sharedPage]);
    expect(labelsOf(res)[someEnglishPage]).toEqual(LABELS.en[someEnglishPage]);
  });

  it('answers Spanish labels, also for a regional code, and English for a language without labels', async () => {
    expect(labelsOf(await ask({ language: 'es' }))[sharedPage]).toEqual(LABELS.es[sharedPage] ?? LABELS.en[sharedPage]);
    expect(labelsOf(await ask({ language: 'es-MX' }))[sharedPage]).toEqual(LABELS.es[sharedPage] ?? LABELS.en[sharedPage]);
    expect(labelsOf(await ask({ language: 'fr' }))[sharedPage]).toEqual(LABELS.en[sharedPage]);
  });

  it('falls back to English for a page missing in the asked language, and to {} for an unknown page', async () => {
    const labels = labelsOf(await ask({ language: 'es', modules: `${englishOnlyPage},no_such_page` }));
    expect(labels).toEqual({ [englishOnlyPage]: { hello: 'Hello' }, no_such_page: {} });
  });

  it('answers TRANSLATION_SIGNATURE with the spec message when the client clock is more than 5 minutes off', async () => {
    for (const offset of [6 * 60_000, -6 * 60_000]) {
      const res = await ask({ key: String(Date.now() + offset) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: TRANSLATION_SIGNATURE_MESSAGE, error: { code: 'TRANSLATION_SIGNATURE' } });
    }
    expect((await ask({ key: String(Date.now() - 4 * 60_000) })).statusCode).toBe(200);
    expect((await ask({ key: Date.now() })).statusCode).toBe(200);
  });

  it.each([
    ['a missing key', { key: undefined }],
    ['a key that is not a clock', { key: 'yesterday' }],
    ['a missing language', { language: undefined }],
    ['an over-long language', { language: 'english-please' }],
    ['modules of the wrong type', { modules: 42 }],
    ['an empty module list', { modules: [] }],
    ['SQL as a page name', { modules: ["common'; drop table translations; --"] }],
    ['an over-long table name', { tableName: 'x'.repeat(101) }],
  ])('refuses %s with 422', async (_name, body) => {
    const res = await ask(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('ignores HTML and SQL inside a comma-separated module string', async () => {
    const res = await ask({ modules: `${sharedPage},<script>alert(1)</script>,x' or '1'='1` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(labelsOf(res))).toEqual([sharedPage]);
  });

  it('seeds idempotently and restores a page whose stored labels drifted', async () => {
    expect(await seedTranslations(t.database.db)).toBe(0);
    await asSystem(t.database.db, (tx) =>
      tx
        .update(translations)
        .set({ labels: { drifted: 'yes' } })
        .where(eq(translations.pageName, sharedPage)),
    );
    expect(await seedTranslations(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(labelsOf(await ask({}))[sharedPage]).toEqual(LABELS.en[sharedPage]);
  });
});
