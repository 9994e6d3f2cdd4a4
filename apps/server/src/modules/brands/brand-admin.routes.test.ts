import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brandDomains, brands, files } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { pdfBytes, pngBytes, uploadFile } from '../uploads/upload-test-files.ts';
import { brandPayload } from './brand-test-payload.ts';

type Headers = Record<string, string>;
let seq = 0;
const freshDomain = () => `brand${Date.now().toString(36)}${seq++}.example.com`;

describe('brand administration', () => {
  let t: TestApp;
  let dataDir: string;
  let alpha: TestTenant;
  let beta: TestTenant;
  const as: Record<string, Headers> = {};

  const call = (who: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/Brand/${url}`,
      headers: who ? as[who] : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  async function create(who = 'franchisor', payload: object = brandPayload(freshDomain())) {
    const res = await call(who, 'POST', 'Create', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().res_data;
  }
  async function uploadLogo(who: string, kind = 'image', entity = 'brand', bytes?: Buffer) {
    const res = await uploadFile(t.app, as[who], entity, kind, { name: 'logo.png', bytes: bytes ?? (await pngBytes(400, 200)) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().res_data.id as string;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'salon-brands-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    alpha = await makeTenant(t.database.db, 'Alpha');
    beta = await makeTenant(t.database.db, 'Beta');
    for (const slug of ['franchisor', 'brand_admin', 'general_manager', 'shop_manager', 'coordinator', 'cutter']) {
      as[slug] = (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, slug))).headers;
    }
    as.beta = (await staffAuth(t.database.db, await makeEmployee(t.database.db, beta, 'franchisor'))).headers;
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  describe('the wizard', () => {
    it('creates a pending brand from every step in one request, audited, with its logo attached', async () => {
      const domain = freshDomain();
      const logoFileId = await uploadLogo('franchisor');
      const base = brandPayload(domain);
      const brand = await create('franchisor', { ...base, appearance: { ...base.appearance, logoFileId } });
      expect(brand).toMatchObject({
        status: 'pending',
        storeCount: 0,
        basicDetails: { name: 'Sharp & Co. Barbers', email: 'owner@sharp.example', website: 'https://sharp.example' },
        address: { address: { state: 'IL', addressLine2: 'Suite #4' }, billingSameAsAddress: true, billingAddress: null },
        other: { domains: [domain, `www.${domain}`], timezone: 'America/Chicago', supportEmail: null, supportPhone: null },
        legal: { taxId: '12-3456789', businessType: 'llc', incorporationState: 'DE' },
        appearance: {
          theme: 'custom',
          colors: { primary: '#1a2b3c', secondary: '#fff' },
          logoFileId,
          logoUrl: `/api/Upload/Public/${logoFileId}`,
          logoThumbnailUrl: `/api/Upload/Public/${logoFileId}?thumb=1`,
        },
        states: { operatingStates: ['IL', 'IN', 'WI'] },
        plans: { plan: 'growth', billingCycle: 'annual', startDate: '2025-01-01', storeLimit: 10, seatLimit: 120 },
      });
      const [file] = await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(files).where(eq(files.id, logoFileId)));
      expect(file.entityId).toBe(brand.id);
      const logs = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityType, 'brand'), eq(auditLog.entityId, brand.id)))
          .orderBy(auditLog.createdAt),
      );
      expect(logs.map((l) => l.action)).toEqual(['create']);
      expect((await call('franchisor', 'GET', `GetById/${brand.id}`)).json().res_data).toEqual(brand);
    });

    it('keeps the customer site dark until the brand is activated, then shows its look', async () => {
      const domain = freshDomain();
      const logoFileId = await uploadLogo('franchisor');
      const base = brandPayload(domain);
      const brand = await create('franchisor', { ...base, appearance: { ...base.appearance, logoFileId } });
      const current = () => t.app.inject({ method: 'GET', url: '/api/Brand/Current', headers: { 'x-brand-domain': domain } });
      expect((await current()).statusCode).toBe(404);
      const activated = await call('franchisor', 'PATCH', `Activate/${brand.id}`, {});
      expect(activated.statusCode).toBe(200);
      expect(activated.json().res_data.status).toBe('active');
      const res = await current();
      expect(res.statusCode).toBe(200);
      expect(res.json().res_data).toMatchObject({
        id: brand.id,
        theme: 'custom',
        colors: { primary: '#1a2b3c', secondary: '#fff' },
        logoUrl: `/api/Upload/Public/${logoFileId}`,
        stores: [],
      });
      const logo = await t.app.inject({ method: 'GET', url: res.json().res_data.logoUrl });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
    });

    it('updates every step, replacing the domains and freeing the dropped ones, and audits the changed steps', async () => {
      const [first, second, third] = [freshDomain(), freshDomain(), freshDomain()];
      const brand = await create('franchisor', brandPayload(first));
      const payload = brandPayload(second, {
        basicDetails: { ...brandPayload(first).basicDetails, name: 'Sharp Two' },
        appearance: { theme: 'grey', colors: { primary: '#000000' }, logoFileId: null },
      });
      const res = await call('franchisor', 'PUT', `Update/${brand.id}`, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().res_data).toMatchObject({
        basicDetails: { name: 'Sharp Two' },
        other: { domains: [second, `www.${second}`] },
        appearance: { theme: 'grey', colors: {}, logoUrl: null },
        status: 'pending',
      });
      const [log] = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'update'), eq(auditLog.entityId, brand.id))),
      );
      expect(log.details).toEqual({ changedSteps: ['basicDetails', 'other', 'appearance'] });
      // The dropped domain can now be used by another brand.
      await create('franchisor', brandPayload(third, { other: { ...brandPayload(third).other, domains: [first] } }));
    });

    it('refuses a store limit below the stores the brand already has', async () => {
      const res = await call('franchisor', 'PUT', `Update/${alpha.brand.id}`, {
        ...brandPayload(freshDomain()),
        plans: { plan: 'starter', billingCycle: 'monthly', startDate: '2025-03-01', storeLimit: 1, seatLimit: 5 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields['plans.storeLimit']).toContain('already has 2 stores');
    });

    it('activates, deactivates, and refuses a transition that changes nothing', async () => {
      const brand = await create();
      expect((await call('franchisor', 'PATCH', `Activate/${brand.id}`, { active: false })).json().error.code).toBe('INVALID_TRANSITION');
      expect((await call('franchisor', 'PATCH', `Activate/${brand.id}`, { active: true })).statusCode).toBe(200);
      const again = await call('franchisor', 'PATCH', `Activate/${brand.id}`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: { code: 'INVALID_TRANSITION' }, message: 'The brand is already active.' });
      const off = await call('franchisor', 'PATCH', `Activate/${brand.id}`, { active: false });
      expect(off.json().res_data.status).toBe('inactive');
      expect((await call('franchisor', 'PATCH', `Activate/${brand.id}`, { active: 'yes' })).statusCode).toBe(422);
    });
  });

  describe('search', () => {
    let tag: string;
    beforeAll(async () => {
      tag = `Zq${Date.now().toString(36)}`;
      for (const name of [`${tag} Alpha`, `${tag} Beta`, `${tag} Gamma`]) {
        await create('franchisor', brandPayload(freshDomain(), { basicDetails: { ...brandPayload('x.com').basicDetails, name } }));
      }
    });
    const search = (body: object) => call('franchisor', 'POST', 'Search', body);

    it('finds brands by name, pages and sorts them', async () => {
      const res = await search({ search: tag.toLowerCase(), pageSize: 2, sort: '-name' });
      expect(res.statusCode).toBe(200);
      expect(res.json().res_data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(res.json().res_data.items.map((b: { name: string }) => b.name)).toEqual([`${tag} Gamma`, `${tag} Beta`]);
      const page2 = (await search({ search: tag, pageSize: 2, page: 2, sort: '-name' })).json().res_data;
      expect(page2.items.map((b: { name: string }) => b.name)).toEqual([`${tag} Alpha`]);
      expect(page2.items[0]).toMatchObject({ status: 'pending', plan: 'growth', operatingStates: ['IL', 'IN', 'WI'], storeCount: 0 });
    });

    it('finds a brand by one of its domains and filters by status', async () => {
      const [domain] = (
        await withTenant(t.database.db, alpha.tenant.id, (tx) =>
          tx.select().from(brandDomains).where(eq(brandDomains.brandId, alpha.brand.id)),
        )
      ).map((d) => d.domain);
      const byDomain = (await search({ search: domain.slice(0, 8) })).json().res_data;
      expect(byDomain.items.map((b: { id: string }) => b.id)).toContain(alpha.brand.id);
      const active = (await search({ filters: { status: 'active' }, pageSize: 100 })).json().res_data;
      expect(active.items.every((b: { status: string }) => b.status === 'active')).toBe(true);
      expect(active.items.map((b: { id: string }) => b.id)).toContain(alpha.brand.id);
      expect((await search({ filters: { status: 'pending' }, search: tag })).json().res_data.total).toBe(3);
    });

    it.each([["'; drop table brands; --"], ['%'], ['_'], ['<script>alert(1)</script>']])('treats %j as plain text', async (text) => {
      const res = await search({ search: text });
      expect(res.statusCode).toBe(200);
      expect(res.json().res_data.total).toBe(0);
    });

    it('refuses a bad page, sort, status or an over-long search with 422', async () => {
      for (const body of [
        { pageSize: 101 },
        { sort: 'password' },
        { filters: { status: 'deleted' } },
        { search: 'x'.repeat(51) },
        { page: 0 },
      ]) {
        expect((await search(body)).statusCode, JSON.stringify(body)).toBe(422);
      }
    });
  });

  describe('validation', () => {
    const base = brandPayload('valid.example.com');
    const step = <K extends keyof typeof base>(key: K, value: object) => ({ ...base, [key]: { ...(base[key] as object), ...value } });
    it.each([
      ['basicDetails.name', step('basicDetails', { name: '' }), 'Brand name is required'],
      ['basicDetails.name', step('basicDetails', { name: '<b>Sharp</b>' }), 'Brand name may contain only'],
      ['basicDetails.name', step('basicDetails', { name: 'x'.repeat(81) }), 'at most 80'],
      ['basicDetails.contactFirstName', step('basicDetails', { contactFirstName: "-Ann'" }), 'must not start or end'],
      ['basicDetails.contactLastName', step('basicDetails', { contactLastName: 'Sm1th' }), 'only letters'],
      ['basicDetails.email', step('basicDetails', { email: 'not-an-email' }), 'valid email'],
      ['basicDetails.email', step('basicDetails', { email: `${'a'.repeat(60)}@b.com` }), 'at most 64'],
      ['basicDetails.phoneNumber', step('basicDetails', { phoneNumber: '12345' }), 'valid phone'],
      ['basicDetails.website', step('basicDetails', { website: 'javascript:alert(1)' }), 'web address'],
      ['basicDetails.countryCode', step('basicDetails', { countryCode: '1' }), 'Country code'],
      ['address.address.postalCode', step('address', { address: { ...base.address.address, postalCode: '12' } }), 'Postal code'],
      ['address.address.postalCode', step('address', { address: { ...base.address.address, postalCode: '60602-' } }), 'Postal code'],
      ['address.address.state', step('address', { address: { ...base.address.address, state: 'XX' } }), 'US state'],
      ['address.address.city', step('address', { address: { ...base.address.address, city: 'Chi<cago' } }), 'City'],
      [
        'address.address.addressLine1',
        step('address', { address: { ...base.address.address, addressLine1: '1 Main St; drop' } }),
        'Use only',
      ],
      ['address.billingAddress', step('address', { billingSameAsAddress: false, billingAddress: null }), 'Billing address is required'],
      ['other.domains.0', step('other', { domains: ['not a domain'] }), 'valid domain'],
      ['other.domains', step('other', { domains: [] }), 'at least one domain'],
      ['other.domains', step('other', { domains: ['a.example.com', 'A.example.com'] }), 'once'],
      ['other.timezone', step('other', { timezone: 'Mars/Olympus' }), 'IANA timezone'],
      ['other.supportEmail', step('other', { supportEmail: 'help@' }), 'valid email'],
      ['other.description', step('other', { description: 'x'.repeat(501) }), 'at most 500'],
      ['legal.taxId', step('legal', { taxId: '12-345' }), 'EIN'],
      ['legal.businessType', step('legal', { businessType: 'trust' }), 'business type'],
      ['legal.legalName', step('legal', { legalName: '' }), 'Legal name is required'],
      ['legal.registrationNumber', step('legal', { registrationNumber: 'A B' }), 'letters, digits'],
      ['appearance.theme', step('appearance', { theme: 'neon' }), 'Theme must be one of'],
      ['appearance.colors.secondary', step('appearance', { colors: { primary: '#123456' } }), 'secondary color'],
      ['appearance.colors.primary', step('appearance', { colors: { primary: 'red', secondary: '#fff' } }), 'hex color'],
      ['appearance.logoFileId', step('appearance', { logoFileId: 'logo.png' }), 'uploaded file id'],
      ['states.operatingStates', step('states', { operatingStates: [] }), 'at least one state'],
      ['states.operatingStates.1', step('states', { operatingStates: ['IL', 'ZZ'] }), 'US state'],
      ['plans.plan', step('plans', { plan: 'gold' }), 'Plan must be one of'],
      ['plans.billingCycle', step('plans', { billingCycle: 'weekly' }), 'monthly or annual'],
      ['plans.startDate', step('plans', { startDate: '2025-02-30' }), 'real date'],
      ['plans.storeLimit', step('plans', { storeLimit: 0 }), 'at least 1'],
      ['plans.storeLimit', step('plans', { plan: 'starter', storeLimit: 2, seatLimit: 5 }), 'at most 1 stores'],
      ['plans.seatLimit', step('plans', { seatLimit: 1.5 }), 'whole number'],
    ])('refuses a bad %s with 422', async (field, payload, message) => {
      const res = await call('franchisor', 'POST', 'Create', payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.fields[field], JSON.stringify(res.json().error.fields)).toContain(message);
    });

    it('refuses a missing step with 422, never a 500', async () => {
      const { legal: _legal, ...rest } = base;
      const res = await call('franchisor', 'POST', 'Create', rest);
      expect(res.statusCode).toBe(422);
      expect((await call('franchisor', 'POST', 'Create', 'not json')).statusCode).toBe(415);
    });

    it('stores SQL and HTML in free text verbatim', async () => {
      const description = `'); drop table brands; -- <script>alert("x")</script> & <img src=x onerror=alert(1)>`;
      const brand = await create('franchisor', step('other', { domains: [freshDomain()], description }));
      expect(brand.other.description).toBe(description);
      expect((await call('franchisor', 'GET', `GetById/${brand.id}`)).json().res_data.other.description).toBe(description);
    });

    it('refuses a logo that is a document, of another tenant, or uploaded for a store, naming the logo field', async () => {
      const cases = [await uploadLogo('franchisor', 'document', 'brand', pdfBytes()), await uploadLogo('franchisor', 'image', 'store')];
      const foreign = (await uploadFile(t.app, as.beta, 'brand', 'image', { name: 'l.png', bytes: await pngBytes(20, 20) })).json().res_data
        .id;
      for (const logoFileId of [...cases, foreign]) {
        const payload = { ...step('other', { domains: [freshDomain()] }), appearance: { ...base.appearance, logoFileId } };
        const res = await call('franchisor', 'POST', 'Create', payload);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().error.fields['appearance.logoFileId']).toBeDefined();
      }
    });
  });

  describe('domains are unique across the platform', () => {
    it("refuses another tenant's domain with 409 naming it, and keeps nothing", async () => {
      const [betaDomain] = (await withTenant(t.database.db, beta.tenant.id, (tx) => tx.select().from(brandDomains))).map((d) => d.domain);
      const mine = freshDomain();
      const before = (await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(brands))).length;
      const res = await call('franchisor', 'POST', 'Create', {
        ...brandPayload(mine),
        other: { ...brandPayload(mine).other, domains: [mine, betaDomain.toUpperCase()] },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: { code: 'CONFLICT', fields: { 'other.domains.1': `${betaDomain} is already used by another brand` } },
      });
      expect(res.json().message).toContain(betaDomain);
      expect((await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(brands))).length).toBe(before);
    });

    it("refuses a domain of another brand of the same tenant on update, but keeps the brand's own", async () => {
      const a = await create();
      const b = await create();
      const res = await call('franchisor', 'PUT', `Update/${b.id}`, {
        ...brandPayload('x.com'),
        other: { ...brandPayload('x.com').other, domains: [...b.other.domains, a.other.domains[0]] },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(a.other.domains[0]);
      const same = await call('franchisor', 'PUT', `Update/${b.id}`, {
        ...brandPayload('x.com'),
        other: { ...brandPayload('x.com').other, domains: b.other.domains },
      });
      expect(same.statusCode).toBe(200);
    });
  });

  describe('permissions', () => {
    let brandId: string;
    beforeAll(async () => {
      brandId = (await create()).id;
    });
    const attempts = {
      search: (who: string) => call(who, 'POST', 'Search', {}),
      get: (who: string) => call(who, 'GET', `GetById/${brandId}`),
      create: (who: string) => call(who, 'POST', 'Create', brandPayload(freshDomain())),
      update: async (who: string) => {
        const current = (await call('franchisor', 'GET', `GetById/${brandId}`)).json().res_data;
        return call(who, 'PUT', `Update/${brandId}`, brandPayload(current.other.domains[0]));
      },
      activate: (who: string) => call(who, 'PATCH', `Activate/${brandId}`, { active: true }),
    };
    it.each([
      ['franchisor', { search: 200, get: 200, create: 201, update: 200, activate: 200 }],
      ['brand_admin', { search: 200, get: 200, create: 403, update: 200, activate: 403 }],
      ['general_manager', { search: 403, get: 403, create: 403, update: 403, activate: 403 }],
      ['shop_manager', { search: 403, get: 403, create: 403, update: 403, activate: 403 }],
      ['coordinator', { search: 403, get: 403, create: 403, update: 403, activate: 403 }],
      ['cutter', { search: 403, get: 403, create: 403, update: 403, activate: 403 }],
    ] as const)('%s', async (who, expected) => {
      const seen: Record<string, number> = {};
      for (const [name, attempt] of Object.entries(attempts)) seen[name] = (await attempt(who)).statusCode;
      if (who === 'franchisor') await call('franchisor', 'PATCH', `Activate/${brandId}`, { active: false });
      expect(seen).toEqual(expected);
    });

    it('asks anyone not signed in to sign in', async () => {
      expect((await call(null, 'POST', 'Search', {})).statusCode).toBe(401);
      expect((await call(null, 'GET', `GetById/${brandId}`)).statusCode).toBe(401);
    });
  });

  describe('tenant isolation', () => {
    it('answers 404 to another tenant for every call on a brand, and never lists it', async () => {
      const brand = await create();
      expect((await call('beta', 'GET', `GetById/${brand.id}`)).statusCode).toBe(404);
      expect((await call('beta', 'PUT', `Update/${brand.id}`, brandPayload(freshDomain()))).statusCode).toBe(404);
      expect((await call('beta', 'PATCH', `Activate/${brand.id}`, {})).statusCode).toBe(404);
      const listed = (await call('beta', 'POST', 'Search', { pageSize: 100 })).json().res_data;
      expect(listed.items.map((b: { id: string }) => b.id)).toEqual([beta.brand.id]);
      const [still] = await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(brands).where(eq(brands.id, brand.id)));
      expect(still.status).toBe('pending');
      expect((await call('franchisor', 'GET', 'GetById/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });
  });
});
