import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, stores } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { patched, storeWizard, uploadedFile } from './store-test-data.ts';

type Headers = Record<string, string>;

describe('store wizard: Store/Create, Store/GetById, Store/Update', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let franchisorId: string;
  let franchisor: Headers;

  const create = (payload: object, headers: Headers = franchisor) =>
    t.app.inject({ method: 'POST', url: '/api/Store/Create', headers, payload });
  const update = (id: string, payload: object, headers: Headers = franchisor) =>
    t.app.inject({ method: 'PUT', url: `/api/Store/Update/${id}`, headers, payload });
  const getById = (id: string, headers: Headers = franchisor) => t.app.inject({ method: 'GET', url: `/api/Store/GetById/${id}`, headers });
  const auditOf = (storeId: string) =>
    withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'store'), eq(auditLog.entityId, storeId)))
        .orderBy(auditLog.createdAt),
    );

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await makeTenant(t.database.db, 'Alpha');
    beta = await makeTenant(t.database.db, 'Beta');
    const employee = await makeEmployee(t.database.db, alpha, 'franchisor');
    franchisorId = employee.id;
    franchisor = (await staffAuth(t.database.db, employee)).headers;
  });

  it('creates a pending store from every step, offline for booking, and reads it back', async () => {
    const wizard = storeWizard(alpha.brand.id, 'Lakeview Cuts');
    const res = await create(wizard);
    expect(res.statusCode).toBe(201);
    const store = res.json().res_data;
    expect(store).toMatchObject({
      status: 'pending',
      onlineBooking: false,
      brandName: alpha.brand.name,
      basicDetails: {
        name: 'Lakeview Cuts',
        brandId: alpha.brand.id,
        // typed "(312) 555-0100": stored in E.164
        phoneNumber: '+13125550100',
        email: 'lakeview@brand.test',
        address: {
          addressLine1: '100 N. Lake St',
          addressLine2: 'Suite #2',
          city: 'Chicago',
          state: 'IL',
          postalCode: '60601',
          country: 'US',
        },
      },
      storeDetails: { timezone: 'America/Chicago', geoPosition: '41.8781,-87.6298', slotInterval: 15 },
      legalInfo: { licenseNo: 'IL-BS-2024/001', dateOfExpiry: '2099-12-31', licenseFileId: null, agreementFileId: null },
      images: { image1: null, image2: null, image3: null, image4: null, storeProfileImageId: null },
      paymentsInfo: {
        acceptedTenders: ['card', 'cash'],
        taxRateMilliPercent: 10250,
        tipSuggestions: [15, 20, 25],
        receiptFooter: 'Thank you for visiting!',
        paymentSandbox: true,
      },
      otherInfo: { wifiName: 'Lakeview Guest', wifiSecurity: 'WPA/WPA2', wifiPassword: 'haircut123', wifiPasswordSet: true },
      people: { owners: [], managers: [], keyHolders: [] },
    });
    expect(store.storeDetails.openingHours).toMatchObject({
      '0': null,
      '1': { open: '10:00', close: '20:00' },
      '6': { open: '09:00', close: '17:30' },
    });
    expect(store.documents).toEqual([
      { key: 'license', label: 'Store license', fileId: null, present: false },
      { key: 'agreement', label: 'Agreement', fileId: null, present: false },
      { key: 'storeDetails', label: 'Store Details', fileId: null, present: false },
      { key: 'termsAndConditions', label: 'Terms & conditions', fileId: null, present: false },
    ]);
    const again = await getById(store.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().res_data).toEqual(store);
    expect((await auditOf(store.id)).map((a) => [a.action, a.actorId])).toEqual([['store.create', franchisorId]]);
  });

  it('fills the defaults: 10:00-20:00 every day, 5-minute slots, no Wi-Fi password, sandbox payments', async () => {
    let wizard = patched(storeWizard(alpha.brand.id), 'storeDetails.openingHours', undefined);
    wizard = patched(wizard, 'storeDetails.slotInterval', undefined);
    wizard = patched(wizard, 'otherInfo', { wifiName: null, wifiSecurity: 'No Password', wifiPassword: 'ignored' });
    wizard = patched(wizard, 'paymentsInfo', { acceptedTenders: ['gift_card'], taxRateMilliPercent: 0 });
    wizard = patched(wizard, 'storeDetails.geoPosition', ' -33.8688 , 151.2093 ');
    const res = await create(wizard);
    expect(res.statusCode).toBe(201);
    const store = res.json().res_data;
    expect(Object.values(store.storeDetails.openingHours)).toEqual(Array(7).fill({ open: '10:00', close: '20:00' }));
    expect(store.storeDetails).toMatchObject({ slotInterval: 5, geoPosition: '-33.8688,151.2093' });
    expect(store.otherInfo).toEqual({ wifiName: null, wifiSecurity: 'No Password', wifiPassword: null, wifiPasswordSet: false });
    expect(store.paymentsInfo).toEqual({
      acceptedTenders: ['gift_card'],
      taxRateMilliPercent: 0,
      tipSuggestions: [15, 18, 20],
      receiptFooter: null,
      paymentSandbox: true,
    });
  });

  it.each([
    ['an empty store name', 'basicDetails.name', ''],
    ['HTML in the store name', 'basicDetails.name', '<b>Cuts</b>'],
    ['a store name starting with a hyphen', 'basicDetails.name', '-Cuts'],
    ['a store name over 100 characters', 'basicDetails.name', 'A'.repeat(101)],
    ['a brand id that is not an id', 'basicDetails.brandId', 'brand-1'],
    ['a phone number of 5 digits', 'basicDetails.phoneNumber', '12345'],
    ['a phone number with letters', 'basicDetails.phoneNumber', 'call me'],
    ['an invalid email', 'basicDetails.email', 'lakeview.brand.test'],
    ['an email over 64 characters', 'basicDetails.email', `${'a'.repeat(60)}@brand.test`],
    ['an empty address', 'basicDetails.address.addressLine1', ''],
    ['an address with < >', 'basicDetails.address.addressLine1', '1 Main <St>'],
    ['a city with digits', 'basicDetails.address.city', 'Chicago 9'],
    ['an unknown state', 'basicDetails.address.state', 'XX'],
    ['a missing state', 'basicDetails.address.state', undefined],
    ['a 3-character postal code', 'basicDetails.address.postalCode', '606'],
    ['a postal code with a symbol', 'basicDetails.address.postalCode', '60601!'],
    ['a postal code starting with a hyphen', 'basicDetails.address.postalCode', '-60601'],
    ['a postal code over 12 characters', 'basicDetails.address.postalCode', '6060160601606'],
    ['an unknown timezone', 'storeDetails.timezone', 'Mars/Olympus_Mons'],
    ['an offset instead of a timezone', 'storeDetails.timezone', '+05:00'],
    ['a lower-case timezone', 'storeDetails.timezone', 'america/chicago'],
    ['closing before opening', 'storeDetails.openingHours.1', { open: '20:00', close: '10:00' }],
    ['closing at the opening time', 'storeDetails.openingHours.2', { open: '10:00', close: '10:00' }],
    ['an hour past 23', 'storeDetails.openingHours.3', { open: '24:00', close: '23:59' }],
    ['a missing weekday', 'storeDetails.openingHours.4', undefined],
    ['a position without a comma', 'storeDetails.geoPosition', '41.8781 -87.6298'],
    ['a latitude over 90', 'storeDetails.geoPosition', '91.5,-87.6298'],
    ['a longitude under -180', 'storeDetails.geoPosition', '41.8781,-180.5'],
    ['a position in words', 'storeDetails.geoPosition', 'north,west'],
    ['a slot interval of 7', 'storeDetails.slotInterval', 7],
    ['a slot interval of 30', 'storeDetails.slotInterval', 30],
    ['a slot interval as text', 'storeDetails.slotInterval', '15'],
    ['an empty licence number', 'legalInfo.licenseNo', ''],
    ['HTML in the licence number', 'legalInfo.licenseNo', '<i>1</i>'],
    ['an impossible expiry date', 'legalInfo.dateOfExpiry', '2099-02-30'],
    ['an expiry in US format', 'legalInfo.dateOfExpiry', '12/31/2099'],
    ['a licence file that is not an id', 'legalInfo.licenseFileId', 'licence.pdf'],
    ['an image that is not an id', 'images.image1', 'front.png'],
    ['no way to pay', 'paymentsInfo.acceptedTenders', []],
    ['an unknown tender', 'paymentsInfo.acceptedTenders', ['bitcoin']],
    ['a tender listed twice', 'paymentsInfo.acceptedTenders', ['cash', 'cash']],
    ['a tax rate as a percentage', 'paymentsInfo.taxRateMilliPercent', 8.25],
    ['a negative tax rate', 'paymentsInfo.taxRateMilliPercent', -1],
    ['a tax rate over 30%', 'paymentsInfo.taxRateMilliPercent', 30001],
    ['a 0% tip suggestion', 'paymentsInfo.tipSuggestions', [0, 15]],
    ['five tip suggestions', 'paymentsInfo.tipSuggestions', [10, 15, 18, 20, 25]],
    ['a receipt footer over 500 characters', 'paymentsInfo.receiptFooter', 'x'.repeat(501)],
    ['an unknown Wi-Fi security', 'otherInfo.wifiSecurity', 'WPA2'],
    ['a Wi-Fi name over 32 characters', 'otherInfo.wifiName', 'W'.repeat(33)],
  ])('refuses %s with 422 naming the field', async (_name, path, value) => {
    const res = await create(patched(storeWizard(alpha.brand.id), path, value));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toEqual([expect.stringMatching(new RegExp(`^${path.replace(/\./g, '\\.')}`))]);
  });

  it.each([
    ['WPA/WPA2', 'short', 'A WPA/WPA2 password is 8 to 63 characters'],
    ['WPA3', null, 'Wi-Fi password is required unless the network has No Password'],
    ['WPA3', '', 'Wi-Fi password is required unless the network has No Password'],
    ['WPA-EAP', undefined, 'Wi-Fi password is required unless the network has No Password'],
    ['WEP', 'abcdef', 'A WEP key is 5 or 13 characters, or 10 or 26 hexadecimal digits'],
  ])('refuses %s Wi-Fi with the password %j', async (security, password, message) => {
    const wizard = patched(storeWizard(alpha.brand.id), 'otherInfo', { wifiName: 'Guest', wifiSecurity: security, wifiPassword: password });
    const res = await create(wizard);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ 'otherInfo.wifiPassword': message });
  });

  it('asks for the Wi-Fi name when the network has a password, and accepts each security type', async () => {
    const nameless = await create(patched(storeWizard(alpha.brand.id), 'otherInfo.wifiName', null));
    expect(nameless.json().error.fields).toEqual({ 'otherInfo.wifiName': 'Wi-Fi name is required when the network has a password' });
    for (const [security, password] of [
      ['WEP', '0123456789'],
      ['WEP', 'abcde'],
      ['WPA3', 'long enough pass'],
      ['WPA-EAP', 'p'],
    ]) {
      const res = await create(
        patched(storeWizard(alpha.brand.id), 'otherInfo', { wifiName: 'Guest', wifiSecurity: security, wifiPassword: password }),
      );
      expect(res.statusCode, security).toBe(201);
      expect(res.json().res_data.otherInfo).toMatchObject({ wifiSecurity: security, wifiPassword: password });
    }
  });

  it("refuses a licence expiry before today at the store, and another tenant's brand", async () => {
    const past = await create(patched(storeWizard(alpha.brand.id), 'legalInfo.dateOfExpiry', '2001-01-01'));
    expect(past.statusCode).toBe(422);
    expect(past.json().error.fields['legalInfo.dateOfExpiry']).toMatch(
      /^Date of expiry cannot be in the past \(today is \d{4}-\d{2}-\d{2} at the store\)$/,
    );
    const foreignBrand = await create(storeWizard(beta.brand.id));
    expect(foreignBrand.statusCode).toBe(422);
    expect(foreignBrand.json().error.fields).toEqual({ 'basicDetails.brandId': 'Choose a brand of your organisation' });
  });

  it('refuses a second store of the brand with the same name, in any case', async () => {
    expect((await create(storeWizard(alpha.brand.id, 'Twin Cuts'))).statusCode).toBe(201);
    const twin = await create(storeWizard(alpha.brand.id, 'TWIN CUTS'));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.fields).toEqual({ 'basicDetails.name': 'Already used by another store of this brand' });
  });

  it('updates every step, keeps an omitted Wi-Fi password, and audits the changed fields only', async () => {
    const store = (await create(storeWizard(alpha.brand.id, 'Before Name'))).json().res_data;
    let wizard = patched(storeWizard(alpha.brand.id, 'After Name'), 'otherInfo.wifiPassword', undefined);
    wizard = patched(wizard, 'storeDetails.slotInterval', 20);
    wizard = patched(wizard, 'basicDetails.address.addressLine2', '');
    const res = await update(store.id, wizard);
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data).toMatchObject({
      id: store.id,
      status: 'pending',
      basicDetails: { name: 'After Name', address: { addressLine2: null } },
      storeDetails: { slotInterval: 20 },
      otherInfo: { wifiPassword: 'haircut123' },
    });
    const entries = await auditOf(store.id);
    expect(entries.map((a) => a.action)).toEqual(['store.create', 'store.update']);
    expect(entries[1].details).toEqual({ changed: ['name', 'slotInterval', 'addressLine2'] });

    const cleared = await update(store.id, patched(wizard, 'otherInfo', { wifiName: null, wifiSecurity: 'No Password' }));
    expect(cleared.json().res_data.otherInfo).toEqual({
      wifiName: null,
      wifiSecurity: 'No Password',
      wifiPassword: null,
      wifiPasswordSet: false,
    });
    const needsOne = await update(store.id, patched(wizard, 'otherInfo', { wifiName: 'Guest', wifiSecurity: 'WPA3' }));
    expect(needsOne.json().error.fields).toEqual({
      'otherInfo.wifiPassword': 'Wi-Fi password is required unless the network has No Password',
    });
  });

  it('keeps an expiry that has passed since it was entered, but refuses changing it to another past date', async () => {
    const store = (await create(storeWizard(alpha.brand.id))).json().res_data;
    await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx.update(stores).set({ licenseExpiresOn: '2020-06-30' }).where(eq(stores.id, store.id)),
    );
    const unchanged = await update(
      store.id,
      patched(storeWizard(alpha.brand.id, store.basicDetails.name), 'legalInfo.dateOfExpiry', '2020-06-30'),
    );
    expect(unchanged.statusCode).toBe(200);
    const changed = await update(
      store.id,
      patched(storeWizard(alpha.brand.id, store.basicDetails.name), 'legalInfo.dateOfExpiry', '2020-07-01'),
    );
    expect(changed.statusCode).toBe(422);
  });

  it('links the licence, agreement and images, and lists which default documents are present', async () => {
    const licence = await uploadedFile(t.database.db, alpha.tenant.id, franchisorId, { kind: 'document' });
    const agreement = await uploadedFile(t.database.db, alpha.tenant.id, franchisorId, { kind: 'image' });
    const front = await uploadedFile(t.database.db, alpha.tenant.id, franchisorId);
    const profile = await uploadedFile(t.database.db, alpha.tenant.id, franchisorId);
    let wizard = patched(storeWizard(alpha.brand.id), 'legalInfo.licenseFileId', licence.id);
    wizard = patched(wizard, 'legalInfo.agreementFileId', agreement.id);
    wizard = patched(wizard, 'images', { image1: front.id, storeProfileImageId: profile.id });
    const res = await create(wizard);
    expect(res.statusCode).toBe(201);
    const store = res.json().res_data;
    expect(store.images).toEqual({ image1: front.id, image2: null, image3: null, image4: null, storeProfileImageId: profile.id });
    expect(store.documents.map((d: { key: string; present: boolean }) => [d.key, d.present])).toEqual([
      ['license', true],
      ['agreement', true],
      ['storeDetails', false],
      ['termsAndConditions', false],
    ]);
    const linked = await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(files).where(eq(files.entityId, store.id)));
    expect(linked.map((f) => f.id).sort()).toEqual([licence.id, agreement.id, front.id, profile.id].sort());
    // Saving again with the same files is fine; the same file for another store is not.
    expect((await update(store.id, patched(wizard, 'basicDetails.name', store.basicDetails.name))).statusCode).toBe(200);
    const reused = await create(patched(storeWizard(alpha.brand.id), 'legalInfo.licenseFileId', licence.id));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.fields).toEqual({ 'legalInfo.licenseFileId': 'Already attached to another record' });
  });

  it("refuses a document as an image, a brand's upload, and another tenant's file, naming the field", async () => {
    const pdf = await uploadedFile(t.database.db, alpha.tenant.id, franchisorId, { kind: 'document' });
    const asImage = await create(patched(storeWizard(alpha.brand.id), 'images', { image2: pdf.id }));
    expect(asImage.statusCode).toBe(422);
    expect(Object.keys(asImage.json().error.fields)).toEqual(['images.image2']);

    const brandLogo = await uploadedFile(t.database.db, alpha.tenant.id, franchisorId, { entityType: 'brand' });
    const wrongEntity = await create(patched(storeWizard(alpha.brand.id), 'legalInfo.agreementFileId', brandLogo.id));
    expect(wrongEntity.statusCode).toBe(422);
    expect(Object.keys(wrongEntity.json().error.fields)).toEqual(['legalInfo.agreementFileId']);

    const betaOwner = await makeEmployee(t.database.db, beta, 'franchisor');
    const foreign = await uploadedFile(t.database.db, beta.tenant.id, betaOwner.id, { kind: 'document' });
    const res = await create(patched(storeWizard(alpha.brand.id), 'legalInfo.licenseFileId', foreign.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ 'legalInfo.licenseFileId': 'This file was not found. Please upload it again.' });
    const untouched = await withTenant(t.database.db, beta.tenant.id, (tx) => tx.select().from(files).where(eq(files.id, foreign.id)));
    expect(untouched[0].entityId).toBeNull();
  });

  it('answers 404 to Update and GetById of an unknown store', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getById(unknown)).statusCode).toBe(404);
    expect((await update(unknown, storeWizard(alpha.brand.id))).statusCode).toBe(404);
    expect((await getById('not-an-id')).statusCode).toBe(422);
  });
});
