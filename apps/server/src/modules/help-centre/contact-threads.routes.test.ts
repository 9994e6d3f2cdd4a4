// Contact-us conversations: support opens a message, replies (kept in the thread and emailed to the sender),
// marks it handled and reopens it; the Received list filters open/handled, newest activity first; a signed-in
// customer and a staff sender see their thread and answer (which reopens it); nobody else sees or changes it.
import { beforeAll, describe, expect, it } from 'vitest';
import { messagesTo, solvedCaptcha } from '../../testing/auth-helpers.ts';
import { makeCustomer, type TestTenant } from '../../testing/factories.ts';
import { supportDesk } from '../../testing/support-desk.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth } from '../../testing/test-sessions.ts';

type Headers = Record<string, string>;
let t: TestApp;
let alpha: TestTenant;
const h: Record<'support' | 'cutter' | 'beta' | 'site' | 'customer' | 'otherCustomer', Headers> = {} as never;
const SUPPORT = 'support@threads.test';

const call = (method: 'GET' | 'POST', path: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/ContactUs/${path}`, headers, payload });
const received = async (status: string) => (await call('GET', `List?status=${status}`, h.support)).json().res_data as { subject: string }[];

async function customerWrites(subject: string, headers: Headers) {
  const res = await call('POST', 'Customer', headers, {
    name: 'Robin Customer',
    category: 'booking',
    subject,
    message: 'Can I book my son and me at the same time online?',
    replyTo: 'robin@example.com',
    captchaToken: await solvedCaptcha(t.app),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  const { alpha: tenant, ...headers } = await supportDesk(t.database.db, 'Threads', SUPPORT);
  alpha = tenant;
  Object.assign(h, headers);
  const robin = await makeCustomer(t.database.db, alpha, { email: 'robin@example.com' });
  h.customer = { ...h.site, ...(await customerAuth(t.database.db, robin)).headers };
  const other = await makeCustomer(t.database.db, alpha, { email: 'sam@example.com', phoneNumber: '+15550001111' });
  h.otherCustomer = { ...h.site, ...(await customerAuth(t.database.db, other)).headers };
}, 120_000);

describe('contact-us conversations', () => {
  it('support replies (emailed, in the thread), marks handled and reopens; the list filters and orders by activity', async () => {
    const first = await customerWrites('Two at once?', h.customer);
    const second = await customerWrites('Parking?', h.site);
    expect((await received('open')).map((m) => m.subject)).toEqual(['Parking?', 'Two at once?']);

    const reply = await call('POST', `Reply/${first}`, h.support, { body: '  Yes: book two services back to back.  ' });
    expect(reply.statusCode, reply.body).toBe(200);
    const thread = reply.json().res_data;
    expect(thread).toMatchObject({ id: first, handled: false, replyCount: 1, timezone: 'America/Chicago' });
    expect(thread.replies).toEqual([
      expect.objectContaining({ author: 'support', body: 'Yes: book two services back to back.', authorName: expect.any(String) }),
    ]);
    // The reply is newer activity than the second message: the first now leads.
    expect((await received('open')).map((m) => m.subject)).toEqual(['Two at once?', 'Parking?']);
    const mail = (await messagesTo(t.database.db, alpha.tenant.id, 'robin@example.com')).find((m) => m.subject === 'Re: Two at once?');
    expect(mail?.bodyText).toContain('Yes: book two services back to back.');
    expect(mail?.bodyText).toContain('Contact us when you are signed in');

    const handled = await call('POST', `Handled/${first}`, h.support, { handled: true });
    expect([handled.statusCode, handled.json().res_data.handled]).toEqual([200, true]);
    expect((await received('open')).map((m) => m.subject)).toEqual(['Parking?']);
    expect((await received('handled')).map((m) => m.subject)).toEqual(['Two at once?']);
    expect((await received('all')).map((m) => m.subject)).toEqual(['Two at once?', 'Parking?']);
    const reopened = await call('POST', `Handled/${first}`, h.support, { handled: false });
    expect(reopened.json().res_data.handled).toBe(false);
    expect((await received('handled')).map((m) => m.subject)).toEqual([]);
    await call('POST', `Handled/${second}`, h.support, { handled: true });
  });

  it('the signed-in customer sees only their thread and answers: it reopens and support is emailed', async () => {
    const id = await customerWrites('Gift card balance', h.customer);
    await call('POST', `Reply/${id}`, h.support, { body: 'It holds $25.00.' });
    await call('POST', `Handled/${id}`, h.support, { handled: true });
    const mine = (await call('GET', 'Customer/Threads', h.customer)).json().res_data;
    expect(mine.map((m: { subject: string }) => m.subject)).toEqual(['Gift card balance', 'Two at once?']);
    expect(mine[0].replies.map((r: { author: string; body: string }) => [r.author, r.body])).toEqual([['support', 'It holds $25.00.']]);
    expect((await call('GET', 'Customer/Threads', h.otherCustomer)).json().res_data).toEqual([]);
    // Support's reply is new to the customer until they have read it (their unread marker), then not.
    expect(mine[0].newReplies).toBe(1);
    expect((await call('POST', `Customer/Seen/${id}`, h.otherCustomer)).statusCode).toBe(404);
    expect((await call('POST', `Customer/Seen/${id}`, h.beta)).statusCode).toBe(403);
    const seen = await call('POST', `Customer/Seen/${id}`, h.customer);
    expect([seen.statusCode, seen.json().res_data.newReplies]).toEqual([200, 0]);
    await call('POST', `Reply/${id}`, h.support, { body: 'It never expires.' });
    const again = (await call('GET', 'Customer/Threads', h.customer)).json().res_data;
    expect(again[0].newReplies).toBe(1);

    const answer = await call('POST', `Customer/Answer/${id}`, h.customer, { body: 'Thanks! Can I top it up?' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().res_data).toMatchObject({ handled: false, replyCount: 3, newReplies: 0 });
    expect(answer.json().res_data.replies.map((r: { author: string; authorName: string }) => [r.author, r.authorName])[2]).toEqual([
      'sender',
      'Robin Customer',
    ]);
    const mails = await messagesTo(t.database.db, alpha.tenant.id, SUPPORT);
    expect(mails.some((m) => m.subject === 'Contact us: Re: Gift card balance' && m.bodyText.includes('Thanks! Can I top it up?'))).toBe(
      true,
    );
    expect((await call('POST', `Customer/Answer/${id}`, h.otherCustomer, { body: 'Not mine' })).statusCode).toBe(404);
  });

  it('a staff sender sees and answers their own message on the admin side', async () => {
    const sent = await call('POST', 'Staff', h.cutter, {
      category: 'equipment',
      storeId: null,
      subject: 'Dryer broken',
      message: 'The dryer at chair 2 stopped working.',
      replyTo: 'cutter@threads.test',
    });
    const id = sent.json().res_data.id as string;
    await call('POST', `Reply/${id}`, h.support, { body: 'A technician comes Monday.' });
    const mine = (await call('GET', 'Staff/Threads', h.cutter)).json().res_data;
    expect(mine.map((m: { subject: string; replyCount: number }) => [m.subject, m.replyCount])).toEqual([['Dryer broken', 1]]);
    const answer = await call('POST', `Staff/Answer/${id}`, h.cutter, { body: 'Thank you.' });
    expect(answer.json().res_data.replies.map((r: { author: string }) => r.author)).toEqual(['support', 'sender']);
    expect((await call('GET', 'Staff/Threads', h.support)).json().res_data).toEqual([]);
  });

  it('refuses those without the flag (403), other tenants (404), and bad input by field (422)', async () => {
    const id = (await received('all'))[0] as unknown as { id: string };
    expect((await call('GET', `Thread/${id.id}`, h.cutter)).statusCode).toBe(403);
    expect((await call('POST', `Reply/${id.id}`, h.cutter, { body: 'x' })).statusCode).toBe(403);
    expect((await call('GET', `Thread/${id.id}`, h.beta)).statusCode).toBe(404);
    expect((await call('POST', `Handled/${id.id}`, h.beta, { handled: true })).statusCode).toBe(404);
    expect((await call('GET', 'Customer/Threads', h.cutter)).statusCode).toBe(403);
    const bad = await call('POST', `Reply/${id.id}`, h.support, { body: '   ' });
    expect([bad.statusCode, bad.json().error.fields]).toEqual([422, { body: 'Reply is required' }]);
    const badHandled = await call('POST', `Handled/${id.id}`, h.support, { handled: 'yes' });
    expect([badHandled.statusCode, badHandled.json().error.fields]).toEqual([422, { handled: 'Say whether it is handled' }]);
    const badStatus = await call('GET', 'List?status=closed', h.support);
    expect([badStatus.statusCode, badStatus.json().error.fields]).toEqual([422, { status: 'Status must be open, handled or all' }]);
    const thread = (await call('GET', `Thread/${id.id}`, h.support)).json().res_data;
    expect(thread.replyCount).toBe(thread.replies.length);
  });
});
