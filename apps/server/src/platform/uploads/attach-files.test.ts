import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema.ts';
import { docBytes, pdfBytes, pngBytes, uploadFile } from '../../modules/uploads/upload-test-files.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import type { Actor } from '../auth/actor.ts';
import { lookupSession } from '../auth/sessions.ts';
import { withTenant } from '../tenancy.ts';
import { attachFiles, requireImageFiles } from './index.ts';

describe('attachFiles', () => {
  let t: TestApp;
  let dataDir: string;
  let alpha: TestTenant;
  let beta: TestTenant;
  let franchisor: { actor: Actor; headers: Record<string, string> };
  let manager: { actor: Actor; headers: Record<string, string> };
  let betaBoss: { actor: Actor; headers: Record<string, string> };

  async function signIn(tenant: TestTenant, slug: string) {
    const employee = await makeEmployee(t.database.db, tenant, slug);
    const { headers, token } = await staffAuth(t.database.db, employee);
    const found = await lookupSession(t.database.db, token);
    if (found.status !== 'valid') throw new Error('no session');
    return { actor: found.actor, headers };
  }
  async function upload(who: { headers: Record<string, string> }, entity: string, kind = 'document', bytes: Buffer = pdfBytes()) {
    const res = await uploadFile(t.app, who.headers, entity, kind, { name: 'f.pdf', bytes });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().res_data.id as string;
  }
  const attach = (who: { actor: Actor }, entity: 'store' | 'brand' | 'employee', entityId: string, ids: string[]) =>
    withTenant(t.database.db, who.actor.tenantId, (tx) => attachFiles(tx, who.actor, entity, entityId, ids));
  const entityOf = async (id: string) =>
    (await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(files).where(eq(files.id, id))))[0]?.entityId;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'salon-attach-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    alpha = await makeTenant(t.database.db, 'Alpha');
    beta = await makeTenant(t.database.db, 'Beta');
    franchisor = await signIn(alpha, 'franchisor');
    manager = await signIn(alpha, 'general_manager');
    betaBoss = await signIn(beta, 'franchisor');
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('attaches files uploaded by any staff of the tenant, and again to the same record without change', async () => {
    const mine = await upload(franchisor, 'store');
    const theirs = await upload(manager, 'store');
    await attach(franchisor, 'store', alpha.stores[0].id, [mine, theirs, mine]);
    expect(await entityOf(mine)).toBe(alpha.stores[0].id);
    expect(await entityOf(theirs)).toBe(alpha.stores[0].id);
    await attach(manager, 'store', alpha.stores[0].id, [mine]);
    expect(await entityOf(mine)).toBe(alpha.stores[0].id);
  });

  it('does nothing for an empty list', async () => {
    await expect(attach(franchisor, 'store', alpha.stores[0].id, [])).resolves.toBeUndefined();
  });

  it('refuses a file attached to another record with 409, changing nothing', async () => {
    const attached = await upload(franchisor, 'store');
    const fresh = await upload(franchisor, 'store');
    await attach(franchisor, 'store', alpha.stores[0].id, [attached]);
    await expect(attach(franchisor, 'store', alpha.stores[1].id, [fresh, attached])).rejects.toMatchObject({
      statusCode: 409,
      fields: { [attached]: expect.any(String) },
    });
    expect(await entityOf(fresh)).toBeNull();
  });

  it('refuses a file uploaded for another kind of record with 422', async () => {
    const forBrand = await upload(franchisor, 'brand');
    await expect(attach(franchisor, 'store', alpha.stores[0].id, [forBrand])).rejects.toMatchObject({
      statusCode: 422,
      fields: { [forBrand]: 'This file was uploaded for a brand, not a store.' },
    });
  });

  it("refuses another tenant's file and an unknown id as not found", async () => {
    const foreign = await upload(betaBoss, 'store');
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(attach(franchisor, 'store', alpha.stores[0].id, [foreign, unknown])).rejects.toMatchObject({
      statusCode: 422,
      fields: { [foreign]: expect.stringContaining('not found'), [unknown]: expect.stringContaining('not found') },
    });
    const [row] = await withTenant(t.database.db, beta.tenant.id, (tx) => tx.select().from(files).where(eq(files.id, foreign)));
    expect(row.entityId).toBeNull();
  });

  it('requireImageFiles refuses documents, even a PNG uploaded as a document', async () => {
    const image = await upload(franchisor, 'brand', 'image', await pngBytes(30, 30));
    const pngDocument = await upload(franchisor, 'brand', 'document', await pngBytes(30, 30));
    const doc = await upload(franchisor, 'brand', 'document', docBytes());
    const check = (ids: string[]) => withTenant(t.database.db, alpha.tenant.id, (tx) => requireImageFiles(tx, franchisor.actor, ids));
    await expect(check([image])).resolves.toBeUndefined();
    await expect(check([image, pngDocument, doc])).rejects.toMatchObject({
      statusCode: 422,
      fields: { [pngDocument]: expect.any(String), [doc]: expect.any(String) },
    });
  });
});
