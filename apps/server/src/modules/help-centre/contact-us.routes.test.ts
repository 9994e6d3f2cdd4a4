// Contact us: staff and the public customer form write to the brand's support; the message is stored, emailed
// through the outbox to the support address and listed for read_contact_messages only; bad input names its field;
// sends are limited per hour; tenants apart.
import { beforeAll, describe, expect, it } from 'vitest';
import { messagesTo, solvedCaptcha } from '../../testing/auth-helpers.ts';
import { supportDesk } from '../../testing/support-desk.ts';
import type { TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Headers = Record<string, string>;
let t: TestApp;
let alpha: TestTenant;
const h: Record<'franchisor' | 'cutter' | 'beta' | 'site', Headers> = {} as never;
const SUPPORT = 'support@alpha-contact.test';

const post = (path: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/ContactUs/${path}`, headers, payload });
const list = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/ContactUs/List', headers });
const staffBody = (over: object = {}) => ({
  category: 'equipment',
  storeId: alpha.stores[0].id,
  subject: 'Card reader drops',
  message: 'The card reader disconnects after every payment.',
  replyTo: 'Cutter@Alpha.test',
  ...over,
});
const customerBody = async (over: object = {}) => ({
  name: 'Robin Customer',
  category: 'booking',
  subject: 'Two people at once?',
  message: 'Can I book my son and me at the same time online?',
  replyTo: 'robin@example.com',
  captchaToken: await solvedCaptcha(t.app),
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const { alpha: tenant, support, ...headers } = await supportDesk(t.database.db, 'ContactA', SUPPORT);
  alpha = tenant;
  Object.assign(h, headers, { franchisor: support });
}, 120_000);

describe('contact us: ContactUs/Staff, Customer and List', () => {
  it("stores a cutter's message, emails the brand's support and lists it for support only", async () => {
    const res = await post('Staff', h.cutter, staffBody());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().res_data.emailed).toBe(true);
    const mail = (await messagesTo(t.database.db, alpha.tenant.id, SUPPORT)).find((m) => m.subject === 'Contact us: Card reader drops');
    expect(mail?.bodyText).toContain('Reply to: cutter@alpha.test');
    expect(mail?.bodyText).toContain(`(${alpha.stores[0].name})`);
    expect(mail?.bodyText).toContain('The card reader disconnects after every payment.');

    expect((await list(h.cutter)).statusCode).toBe(403);
    const listed = (await list(h.franchisor)).json().res_data;
    expect(listed[0]).toMatchObject({
      source: 'staff',
      storeName: alpha.stores[0].name,
      category: 'equipment',
      replyTo: 'cutter@alpha.test',
    });
    expect((await list(h.beta)).json().res_data).toEqual([]);
  });

  it('names the field of bad input', async () => {
    const res = await post(
      'Staff',
      h.cutter,
      staffBody({ subject: ' ', message: 'help', replyTo: 'not-an-email', category: 'x', storeId: 'nope' }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.fields).toEqual({
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters: say what happened',
      replyTo: 'Reply-to email must be a valid email, e.g. name@example.com',
      category: 'Choose what it is about',
      storeId: 'Choose one of your stores',
    });
    // Another tenant's store is no store of theirs.
    const foreign = await post('Staff', h.beta, staffBody());
    expect([foreign.statusCode, foreign.json().error.fields]).toEqual([422, { storeId: 'Choose one of your stores' }]);
  });

  it('takes a customer message from the public form after a captcha; without one it is refused', async () => {
    const refused = await post('Customer', h.site, { ...(await customerBody()), captchaToken: 'forged' });
    expect([refused.statusCode, refused.json().error.fields]).toEqual([
      422,
      { captchaToken: 'The captcha is not solved or has expired. Please try again.' },
    ]);
    const res = await post('Customer', h.site, await customerBody());
    expect(res.statusCode, res.body).toBe(201);
    const listed = (await list(h.franchisor)).json().res_data;
    expect(listed[0]).toMatchObject({ source: 'customer', fromName: 'Robin Customer', storeName: null, subject: 'Two people at once?' });
    const mails = await messagesTo(t.database.db, alpha.tenant.id, SUPPORT);
    expect(mails.some((m) => m.subject === 'Contact us: Two people at once?' && m.bodyText.includes('Robin Customer (customer)'))).toBe(
      true,
    );
  });

  it('limits the public form to 3 messages an hour per reply-to address (429)', async () => {
    const address = { replyTo: 'busy@example.com' };
    for (let i = 0; i < 3; i++) expect((await post('Customer', h.site, await customerBody(address))).statusCode).toBe(201);
    const fourth = await post('Customer', h.site, await customerBody(address));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('You have sent several messages in the last hour. Please wait before sending another.');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000);
  });
});
