// The customer's conversations with support are theirs under privacy: the data download lists them with the replies
// (those written signed in, and those written signed out with the account's email), and closing the account
// deletes them; another customer's conversation stays.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeTenant, TEST_PASSWORD, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth } from '../../testing/test-sessions.ts';

let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await makeTenant(t.database.db, 'PrivSupport');
});

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers, payload });

/** A conversation written on the public form while signed out (no customer id), with its reply-to address. */
const signedOut = (subject: string, replyTo: string) =>
  withTenant(t.database.db, tenant.tenant.id, (tx) =>
    tx.execute(sql`insert into support_messages (id, tenant_id, brand_id, source, from_name, category, subject, message, reply_to)
                   values (gen_random_uuid(), ${tenant.tenant.id}, ${tenant.brand.id}, 'customer', 'Casey', 'booking', ${subject},
                           'Written before signing in.', ${replyTo})`),
  );
const subjects = () =>
  withTenant(t.database.db, tenant.tenant.id, async (tx) =>
    (await queryRows<{ subject: string }>(tx, sql`select subject from support_messages order by subject`)).map((r) => r.subject),
  );

describe('privacy and conversations with support', () => {
  it('lists the customer’s conversations and replies in the download, and deletes them when the account closes', async () => {
    const customer = await makeCustomer(t.database.db, tenant, { email: 'casey.private@example.com' });
    const headers = (await customerAuth(t.database.db, customer)).headers;
    const written = await call('POST', 'ContactUs/Customer/Write', headers, {
      category: 'billing',
      subject: 'Charged twice',
      message: 'I was charged twice for my last visit.',
      replyTo: 'casey.private@example.com',
    });
    expect(written.statusCode, written.body).toBe(201);
    const answered = await call('POST', `ContactUs/Customer/Answer/${written.json().res_data.id}`, headers, { body: 'The 12th, at 3 PM.' });
    expect(answered.statusCode, answered.body).toBe(200);
    await signedOut('Lost scarf', 'CASEY.PRIVATE@example.com');
    await signedOut('Someone else', 'someone.else@example.com');

    const data = JSON.parse((await call('GET', 'CustomerProfile/MyData', headers)).json().res_data.content);
    expect(data.supportConversations.map((c: { subject: string }) => c.subject).sort()).toEqual(['Charged twice', 'Lost scarf']);
    expect(data.supportReplies).toEqual([
      { conversation: 'Charged twice', from: 'you', body: 'The 12th, at 3 PM.', createdAt: expect.any(String) },
    ]);
    const csv = (await call('GET', 'CustomerProfile/MyData?format=csv', headers)).json().res_data.content;
    expect(csv).toContain('"supportConversations","1","subject"');
    expect(csv).toContain('"supportReplies","1","body","The 12th, at 3 PM."');

    const closed = await call('POST', 'CustomerProfile/CloseAccount', headers, { password: TEST_PASSWORD, confirm: 'CLOSE' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await subjects()).toEqual(['Someone else']);
  });
});
