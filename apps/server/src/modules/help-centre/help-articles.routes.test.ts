// Help centre: staff read only published articles whose audience names one of their roles (or everyone); the
// check is in SQL for Search and GetById (404, as if absent); only manage_help_articles writes; tenants apart.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';

type Headers = Record<string, string>;
let t: TestApp;
let alpha: TestTenant;
const h: Record<'franchisor' | 'owner' | 'cutter' | 'desk' | 'beta', Headers> = {} as never;

const call = (method: 'GET' | 'POST' | 'PUT', path: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/HelpArticle/${path}`, headers, ...(payload === undefined ? {} : { payload }) });
const article = (over: object = {}) => ({
  title: 'Close the cash drawer',
  body: '## Steps\n1. Count the **cash**\n2. Press Close',
  category: 'cash_drawer',
  audienceRoles: [],
  published: true,
  ...over,
});
const create = async (over: object = {}, headers = h.owner) => {
  const res = await call('POST', 'Create', headers, article(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data as { id: string; title: string; audienceRoles: string[]; published: boolean };
};
const titles = async (headers: Headers, body: object = {}) =>
  ((await call('POST', 'Search', headers, body)).json().res_data.items as { title: string }[]).map((a) => a.title);

beforeAll(async () => {
  t = await createTestApp();
  alpha = await makeTenant(t.database.db, 'HelpA');
  const beta = await makeTenant(t.database.db, 'HelpB');
  for (const [key, slug] of [
    ['franchisor', 'franchisor'],
    ['owner', 'store_owner'],
    ['cutter', 'cutter'],
    ['desk', 'coordinator'],
  ] as const) {
    h[key] = (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, slug))).headers;
  }
  h.beta = (await staffAuth(t.database.db, await makeEmployee(t.database.db, beta, 'franchisor'))).headers;
}, 120_000);

describe('help articles: HelpArticle/Search, GetById, Create, Update', () => {
  it('shows an owner-only article to the owner and answers the cutter 404 on it, in lists and searches too', async () => {
    const secret = await create({ title: 'Owner month end checklist', audienceRoles: ['store_owner'] });
    const everyone = await create({ title: 'Clock in with the time clock', category: 'time_clock' });
    const desk = await create({ title: 'Check in a customer', category: 'front_desk', audienceRoles: ['coordinator', 'cutter'] });
    expect(desk.audienceRoles).toEqual(['coordinator', 'cutter']);

    expect((await call('GET', `GetById/${secret.id}`, h.owner)).statusCode).toBe(200);
    const refused = await call('GET', `GetById/${secret.id}`, h.cutter);
    expect([refused.statusCode, refused.json().message]).toEqual([404, 'Article not found.']);
    expect((await call('GET', `GetById/${everyone.id}`, h.cutter)).statusCode).toBe(200);
    expect((await call('GET', `GetById/${desk.id}`, h.cutter)).statusCode).toBe(200);

    const cutterSees = await titles(h.cutter);
    expect(cutterSees).toContain('Clock in with the time clock');
    expect(cutterSees).toContain('Check in a customer');
    expect(cutterSees).not.toContain('Owner month end checklist');
    expect(await titles(h.cutter, { search: 'month end' })).toEqual([]);
    expect(await titles(h.owner, { search: 'month end' })).toEqual(['Owner month end checklist']);
  });

  it('hides drafts from readers (404) and lists them for managers; publishing shows them', async () => {
    const draft = await create({ title: 'Gift card rules draft', published: false, category: 'front_desk' });
    expect((await call('GET', `GetById/${draft.id}`, h.desk)).statusCode).toBe(404);
    expect(await titles(h.desk, { search: 'gift card rules' })).toEqual([]);
    const managerList = (await call('POST', 'Search', h.owner, { search: 'gift card rules' })).json().res_data;
    expect(managerList).toMatchObject({ canManage: true, items: [{ title: 'Gift card rules draft', published: false }] });

    const published = await call('PUT', `Update/${draft.id}`, h.owner, article({ title: 'Gift card rules', category: 'front_desk' }));
    expect([published.statusCode, published.json().res_data.published]).toEqual([200, true]);
    const found = (await call('POST', 'Search', h.desk, { search: 'GIFT rules' })).json().res_data;
    expect(found.canManage).toBe(false);
    expect(found.items).toMatchObject([{ id: draft.id, title: 'Gift card rules', excerpt: 'Steps Count the cash Press Close' }]);
  });

  it('searches every word in title or text, and filters by category', async () => {
    await create({ title: 'Refund a visit', body: 'Open the invoice and press Refund; the drawer shows it.', category: 'cash_drawer' });
    expect(await titles(h.desk, { search: 'invoice drawer' })).toEqual(['Refund a visit']);
    expect(await titles(h.desk, { search: 'invoice kiosk' })).toEqual([]);
    expect(await titles(h.desk, { search: '100%_' })).toEqual([]);
    const timeClock = await titles(h.desk, { category: 'time_clock' });
    expect(timeClock).toEqual(['Clock in with the time clock']);
  });

  it('lets only manage_help_articles write: the cutter and the desk get 403', async () => {
    const target = await create({ title: 'Booking online' });
    for (const who of ['cutter', 'desk'] as const) {
      expect((await call('POST', 'Create', h[who], article())).statusCode, who).toBe(403);
      expect((await call('PUT', `Update/${target.id}`, h[who], article())).statusCode, who).toBe(403);
    }
    expect((await call('PUT', `Update/${target.id}`, h.franchisor, article({ title: 'Booking online (new)' }))).statusCode).toBe(200);
  });

  it('names the field of bad input', async () => {
    const res = await call(
      'POST',
      'Create',
      h.owner,
      article({ title: '  ', category: 'nope', audienceRoles: ['customer'], body: 'x'.repeat(20_001) }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.fields).toMatchObject({
      title: 'Title is required',
      category: 'Choose a category',
      'audienceRoles.0': 'Choose a staff role',
      body: 'Article text must be at most 20,000 characters',
    });
  });

  it("keeps tenants apart: another tenant's franchisor gets 404 on get and update and sees none in search", async () => {
    const mine = await create({ title: 'Alpha only article' });
    expect((await call('GET', `GetById/${mine.id}`, h.beta)).statusCode).toBe(404);
    expect((await call('PUT', `Update/${mine.id}`, h.beta, article())).statusCode).toBe(404);
    expect(await titles(h.beta, { search: 'alpha only' })).toEqual([]);
  });
});
