// Contact threads in /admin/messages (issue 18): the support list carries an unread count per thread (the sender's
// message and answers support has not opened), support marks a thread seen, answers through the contact-thread
// reply (emailed, seen by the customer, never a chat message); a signed-in customer writes from their profile
// without a captcha. Without read_contact_messages: 403; another tenant: never listed, 404.
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { messagesTo } from '../../testing/auth-helpers.ts';
import { makeCustomer, type TestTenant } from '../../testing/factories.ts';
import { supportDesk } from '../../testing/support-desk.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth } from '../../testing/test-sessions.ts';

type Headers = Record<string, string>;
type Listed = { id: string; subject: string; unread: number; fromName: string; source: string; replyTo: string };
let t: TestApp;
let alpha: TestTenant;
const h: Record<'support' | 'cutter' | 'beta' | 'site' | 'customer', Headers> = {} as never;
const SUPPORT = 'support@inbox.test';

const call = (method: 'GET' | 'POST', path: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/${path}`, headers, payload });
const listed = async (headers = h.support) => (await call('GET', 'ContactUs/List?status=all', headers)).json().res_data as Listed[];
const unreadOf = async (id: string) => (await listed()).find((m) => m.id === id)?.unread;

let written = 0;
/** Each from its own reply-to address: the public form's limit is 3 an hour per address. */
async function write(subject: string) {
  const res = await call('POST', 'ContactUs/Customer/Write', h.customer, {
    category: 'billing',
    subject,
    message: 'I was charged twice for my last visit.',
    replyTo: `casey${++written}@example.com`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  const { alpha: tenant, ...headers } = await supportDesk(t.database.db, 'Inbox', SUPPORT);
  alpha = tenant;
  Object.assign(h, headers);
  const casey = await makeCustomer(t.database.db, alpha, { email: 'casey@example.com' });
  h.customer = { ...h.site, ...(await customerAuth(t.database.db, casey)).headers };
}, 120_000);

describe('contact threads in messages', () => {
  it('a signed-in customer writes from their profile: no captcha, their name, emailed, in both lists', async () => {
    const id = await write('Charged twice');
    const [row] = (await listed()).filter((m) => m.id === id);
    expect(row).toMatchObject({ subject: 'Charged twice', source: 'customer', fromName: 'Casey Client', replyTo: 'casey1@example.com' });
    expect(row.unread).toBe(1);
    const mine = (await call('GET', 'ContactUs/Customer/Threads', h.customer)).json().res_data as Listed[];
    expect(mine.map((m) => m.id)).toEqual([id]);
    const mail = (await messagesTo(t.database.db, alpha.tenant.id, SUPPORT)).find((m) => m.subject === 'Contact us: Charged twice');
    expect(mail?.bodyText).toContain('Casey Client (customer)');
    // Signed out, or staff: not this route.
    expect((await call('POST', 'ContactUs/Customer/Write', h.site, { subject: 'x' })).statusCode).toBe(401);
    expect((await call('POST', 'ContactUs/Customer/Write', h.cutter, { subject: 'x' })).statusCode).toBe(403);
    const bad = await call('POST', 'ContactUs/Customer/Write', h.customer, {
      category: 'gossip',
      subject: 'Hi',
      message: 'Long enough message.',
      replyTo: 'casey@example.com',
    });
    expect([bad.statusCode, bad.json().error.fields]).toEqual([422, { category: 'Choose what it is about' }]);
  });

  it("counts what support has not opened: the first message, then the sender's answers; seen and replies clear it", async () => {
    const id = await write('Refund?');
    expect(await unreadOf(id)).toBe(1);
    const seen = await call('POST', `ContactUs/Seen/${id}`, h.support, {});
    expect([seen.statusCode, seen.json().res_data.unread]).toEqual([200, 0]);
    expect(await unreadOf(id)).toBe(0);
    await call('POST', `ContactUs/Customer/Answer/${id}`, h.customer, { body: 'Any news?' });
    await call('POST', `ContactUs/Customer/Answer/${id}`, h.customer, { body: 'Hello?' });
    expect(await unreadOf(id)).toBe(2);
    // Support answering has read what came before.
    await call('POST', `ContactUs/Reply/${id}`, h.support, { body: 'Refunded today.' });
    expect(await unreadOf(id)).toBe(0);
  });

  it('answering from messages is the contact-thread reply: in the thread, new to the customer, emailed, no chat row', async () => {
    const id = await write('Receipt missing');
    const chatsBefore = (await call('GET', 'Chat/Conversations', h.support)).json().res_data;
    const reply = await call('POST', `ContactUs/Reply/${id}`, h.support, { body: 'Sent again by email.' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().res_data.replies.map((r: { author: string; body: string }) => [r.author, r.body])).toEqual([
      ['support', 'Sent again by email.'],
    ]);
    const mine = (await call('GET', 'ContactUs/Customer/Threads', h.customer)).json().res_data as (Listed & { newReplies: number })[];
    expect(mine.find((m) => m.id === id)?.newReplies).toBe(1);
    const mail = (await messagesTo(t.database.db, alpha.tenant.id, 'casey3@example.com')).find((m) => m.subject === 'Re: Receipt missing');
    expect(mail?.bodyText).toContain('Sent again by email.');
    const [chats] = await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select({ n: count() }).from(chatMessages));
    expect(chats.n).toBe(0);
    expect((await call('GET', 'Chat/Conversations', h.support)).json().res_data).toEqual(chatsBefore);
    // Handled and reopened from the thread header: the same route as /admin/contact-us.
    const handled = await call('POST', `ContactUs/Handled/${id}`, h.support, { handled: true });
    expect([handled.statusCode, handled.json().res_data.handled]).toEqual([200, true]);
  });

  it('only holders of read_contact_messages list or mark threads (403); another tenant never sees them (404)', async () => {
    const id = await write('Not for cutters');
    expect((await call('GET', 'ContactUs/List?status=all', h.cutter)).statusCode).toBe(403);
    expect((await call('POST', `ContactUs/Seen/${id}`, h.cutter, {})).statusCode).toBe(403);
    expect((await call('POST', `ContactUs/Reply/${id}`, h.cutter, { body: 'x' })).statusCode).toBe(403);
    expect((await listed(h.beta)).map((m) => m.id)).not.toContain(id);
    expect(await listed(h.beta)).toEqual([]);
    expect((await call('POST', `ContactUs/Seen/${id}`, h.beta, {})).statusCode).toBe(404);
    expect((await call('POST', `ContactUs/Seen/${id}`, h.customer, {})).statusCode).toBe(403);
    expect(await unreadOf(id)).toBe(1);
  });
});
