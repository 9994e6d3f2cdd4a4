// SalonSetup/Create's legal info and appearance (issue 19): the legal step's checks, the logo staged before the salon
// exists and claimed in the one transaction, and the salon's own colors as the brand theme.
import { SALON_TERMS_VERSION } from '@salon/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, files, stores, tenants } from '../../db/schema.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { createAppAt, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { htmlBytes, jpegBytes, multipartBody, pdfBytes, pngBytes } from '../uploads/upload-test-files.ts';
import { postSalon, salonPayload, whileInviteFails } from './salon-setup-test-data.ts';
import { LOGO_GONE } from './setup-logo.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

let ip = 0;
const stageLogo = (name: string, bytes: Buffer, contentType = 'image/png') => {
  const body = multipartBody(name, bytes, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/api/SalonSetup/Logo',
    headers: { 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: `10.77.0.${ip++ % 250}`,
  });
};
const tenantsNamed = (name: string) => asSystem(t.database.db, (tx) => tx.select().from(tenants).where(eq(tenants.name, name)));

describe('SalonSetup/Create legal info', () => {
  it('answers 422 naming each legal field: EIN format, licence number, an expired licence, the terms and their version', async () => {
    const body = salonPayload();
    const res = await postSalon(t.app, {
      ...body,
      legal: { ...body.legal, taxId: '12-34567', licenseNo: '#bad!', termsAccepted: false, termsVersion: '2020-01' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      'legal.taxId': 'EIN must be 9 digits, written 12-3456789',
      'legal.licenseNo': 'Licence number may contain only letters, digits, spaces and - / .',
      'legal.termsAccepted': 'Accept the terms to continue',
      'legal.termsVersion': 'The terms have changed since this page was opened; reload the page and accept the current terms',
    });
    expect(await tenantsNamed(body.basicDetails.businessName)).toEqual([]);
  });

  it("refuses a licence that expired before today in the store's zone, and takes one expiring today there", async () => {
    // 03:00 UTC on 1 March is still 28 February in Chicago.
    const app = await createAppAt(t.database, new Date('2031-03-01T03:00:00Z'));
    const body = salonPayload();
    const expired = await postSalon(app, { ...body, legal: { ...body.legal, dateOfExpiry: '2031-02-27' } });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.fields).toEqual({
      'legal.dateOfExpiry': 'Date of expiry cannot be in the past (today is 2031-02-28 at the store)',
    });
    expect(await tenantsNamed(body.basicDetails.businessName)).toEqual([]);
    const today = await postSalon(app, { ...body, legal: { ...body.legal, dateOfExpiry: '2031-02-28' } });
    expect(today.statusCode, today.body).toBe(201);
  });

  it('keeps the legal record on the brand (EIN as 12-3456789, terms version and time) and the licence on the store', async () => {
    const body = salonPayload();
    const made = (await postSalon(t.app, body)).json().res_data;
    const [brand] = await asSystem(t.database.db, (tx) => tx.select().from(brands).where(eq(brands.id, made.brandId)));
    expect(brand.legal).toMatchObject({
      legalName: body.legal.legalName,
      businessType: 'llc',
      taxId: '12-3456789',
      incorporationState: 'IL',
      registrationNumber: null,
      termsVersion: SALON_TERMS_VERSION,
    });
    expect(Number.isNaN(Date.parse(brand.legal?.termsAcceptedAt ?? ''))).toBe(false);
    const [store] = await asSystem(t.database.db, (tx) => tx.select().from(stores).where(eq(stores.id, made.storeId)));
    expect({ licenseNo: store.licenseNo, licenseExpiresOn: store.licenseExpiresOn }).toEqual({
      licenseNo: 'IL-BB-2044',
      licenseExpiresOn: '2099-12-31',
    });
  });
});

describe('SalonSetup logo and colors', () => {
  it('refuses a logo that is not a JPG, JPEG or PNG (415) or is over 15 MB (413)', async () => {
    for (const [name, bytes] of [
      ['logo.pdf', pdfBytes()],
      ['logo.png', htmlBytes()],
    ] as const) {
      const res = await stageLogo(name, bytes);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const huge = Buffer.concat([await pngBytes(20, 20), Buffer.alloc(15 * 1024 * 1024, 0x20)]);
    const big = await stageLogo('logo.png', huge);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is larger than the 15 MB limit.');
  });

  it('stages a logo, then the salon claims it with its colors as a custom theme; the customer site shows both', async () => {
    const staged = await stageLogo('logo.jpeg', await jpegBytes(400, 200), 'image/jpeg');
    expect(staged.statusCode, staged.body).toBe(201);
    const { id, thumbnailUrl } = staged.json().res_data;
    expect(thumbnailUrl).toBe(`/api/SalonSetup/Logo/${id}?thumb=1`);
    const preview = await t.app.inject({ method: 'GET', url: thumbnailUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');

    const body = salonPayload();
    const appearance = { ...body.appearance, theme: 'custom', colors: { primary: '#7A1F3D', secondary: '#f2c14e' }, logoFileId: id };
    const res = await postSalon(t.app, { ...body, appearance });
    expect(res.statusCode, res.body).toBe(201);
    const site = await t.app.inject({ method: 'GET', url: '/api/Brand/Current', headers: { 'x-brand-domain': body.appearance.domain } });
    expect(site.json().res_data).toMatchObject({ theme: 'custom', colors: { primary: '#7a1f3d', secondary: '#f2c14e' } });
    const logo = await t.app.inject({ method: 'GET', url: `/api/Upload/Public/${id}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/jpeg');
    const [row] = await asSystem(t.database.db, (tx) => tx.select().from(files).where(eq(files.id, id)));
    expect(row).toMatchObject({ tenantId: res.json().res_data.tenantId, entityType: 'brand', entityId: res.json().res_data.brandId });
    // Claimed: the staged copy is gone, and a second salon cannot reuse the id.
    expect((await t.app.inject({ method: 'GET', url: thumbnailUrl })).statusCode).toBe(404);
    const again = salonPayload();
    const reuse = await postSalon(t.app, { ...again, appearance: { ...again.appearance, logoFileId: id } });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().error.fields).toEqual({ 'appearance.logoFileId': LOGO_GONE });
  });

  it('needs both colors for a custom theme', async () => {
    const body = salonPayload();
    const res = await postSalon(t.app, { ...body, appearance: { ...body.appearance, theme: 'custom', colors: { primary: 'red' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      'appearance.colors.primary': 'Primary color must be a hex color such as #1a2b3c',
      'appearance.colors.secondary': 'A custom theme needs a secondary color',
    });
  });

  it('leaves no salon and no logo record when the transaction fails after the logo was claimed; the staged logo stays', async () => {
    const { id } = (await stageLogo('logo.png', await pngBytes(64, 64))).json().res_data;
    const body = salonPayload();
    const boom = body.other.invites[0].email;
    await whileInviteFails(t.database.db, boom, async () => {
      const res = await postSalon(t.app, { ...body, appearance: { ...body.appearance, logoFileId: id } });
      expect(res.statusCode).toBe(500);
    });
    expect(await tenantsNamed(body.basicDetails.businessName)).toEqual([]);
    expect(await asSystem(t.database.db, (tx) => tx.select().from(files).where(eq(files.id, id)))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/Upload/Public/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/SalonSetup/Logo/${id}` })).statusCode).toBe(200);
  });
});
