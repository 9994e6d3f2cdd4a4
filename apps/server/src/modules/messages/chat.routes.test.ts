// Staff chat: membership and tenant on every read, idempotent send, edit/delete own, unread counts, pages,
// catch-up after a reconnect, appointment chats (flag, calendar marker), and the socket of another instance.
import { CHAT_LIMITS } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { listeningPair, openSocket, waitFor } from '../../testing/second-instance.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type BookingWorld, bookingWorld, createBody, dayAhead } from '../appointments/appointment-test-data.ts';

let t: TestApp;
let other: FastifyInstance;
let w: BookingWorld;
const h: Record<string, Record<string, string>> = {};
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await bookingWorld(db, 'Chat');
  h.desk = w.desk;
  tokens.desk = w.desk.authorization!.replace('Bearer ', '');
  const cutter = await staffAuth(db, w.cutter);
  h.cutter = cutter.headers;
  tokens.cutter = cutter.token;
  const janitor = await makeEmployee(db, w.tenant, 'janitor');
  ids.janitor = janitor.id;
  h.janitor = (await staffAuth(db, janitor)).headers;
  // Staff of the second store only: not reachable from the first store's people, not in their conversations.
  const elsewhere = await makeEmployee(db, w.tenant, 'coordinator', { storeId: w.tenant.stores[1].id });
  ids.elsewhere = elsewhere.id;
  h.elsewhere = (await staffAuth(db, elsewhere)).headers;
  const b = await makeTenant(db, 'ChatB');
  h.otherTenant = (await staffAuth(db, await makeEmployee(db, b, 'franchisor'))).headers;
  // A second instance of the server on the same database (a second process).
  other = await listeningPair(t, 'chat');
}, 120_000);
afterAll(async () => {
  await other?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object, app = t.app) =>
  app.inject({ method, url: `/api/Chat/${url}`, headers, payload });
let seq = 0;
const cid = () => `client-${Date.now()}-${++seq}`;
const sendAs = async (who: string, conversationId: string, body: string, clientMessageId = cid()) => {
  const res = await call('POST', `Send/${conversationId}`, h[who]!, { clientMessageId, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data as { id: string; body: string };
};
const direct = async (who: string, employeeId: string) => {
  const res = await call('POST', 'Direct', h[who]!, { employeeId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().res_data as { id: string; title: string; members: { id: string }[] };
};
const unreadOf = async (who: string, conversationId: string) =>
  ((await call('GET', 'Conversations', h[who]!)).json().res_data as { id: string; unread: number }[]).find((c) => c.id === conversationId)
    ?.unread;

const connect = (app: FastifyInstance, token: string) =>
  openSocket<{ type: string; message: { id: string; body: string } }>(app, `/api/Chat/Realtime?access_token=${token}`);

describe('direct conversations', () => {
  it('is one conversation per pair, titled with the other person, and refuses yourself and unknown people', async () => {
    const a = await direct('desk', w.cutter.id);
    const again = await direct('cutter', w.coordinator.id);
    expect(again.id).toBe(a.id);
    expect(a.members.map((m) => m.id).sort()).toEqual([w.coordinator.id, w.cutter.id].sort());
    expect(a.title).toBe(`${w.cutter.firstName} ${w.cutter.lastName}`);
    const self = await call('POST', 'Direct', h.desk!, { employeeId: w.coordinator.id });
    expect([self.statusCode, self.json().error.fields]).toEqual([422, { employeeId: 'Choose someone other than yourself' }]);
    // Someone of another store (not reachable from the desk's store) and someone of another tenant: 404.
    expect((await call('POST', 'Direct', h.desk!, { employeeId: ids.elsewhere })).statusCode).toBe(404);
    expect((await call('POST', 'Direct', h.otherTenant!, { employeeId: w.cutter.id })).statusCode).toBe(404);
  });

  it('sends once per client message id, counts unread for the other member only, and marks read', async () => {
    const c = await direct('desk', w.cutter.id);
    await call('POST', `Read/${c.id}`, h.cutter!);
    const clientMessageId = cid();
    const first = await sendAs('desk', c.id, 'Your 2pm is here', clientMessageId);
    const retry = await call('POST', `Send/${c.id}`, h.desk!, { clientMessageId, body: 'Your 2pm is here' });
    expect([retry.statusCode, retry.json().res_data.id]).toEqual([200, first.id]);
    expect(await unreadOf('cutter', c.id)).toBe(1);
    expect(await unreadOf('desk', c.id)).toBe(0);
    const list = (await call('GET', 'Conversations', h.cutter!)).json().res_data.find((x: { id: string }) => x.id === c.id);
    expect(list.lastMessage).toMatchObject({ id: first.id, body: 'Your 2pm is here', authorId: w.coordinator.id });
    expect((await call('POST', `Read/${c.id}`, h.cutter!)).json().res_data).toEqual({ unread: 0 });
    expect(await unreadOf('cutter', c.id)).toBe(0);
    // The same client id in another conversation is refused, naming the field.
    const group = await call('POST', 'Group', h.desk!, { storeId: w.store.id, title: 'Front desk' });
    const reused = await call('POST', `Send/${group.json().res_data.id}`, h.desk!, { clientMessageId, body: 'x' });
    expect([reused.statusCode, reused.json().error.fields]).toEqual([409, { clientMessageId: 'Already used' }]);
  });

  it('refuses reads and sends by non-members (404), another tenant (404), and bad bodies (422)', async () => {
    const c = await direct('desk', w.cutter.id);
    for (const who of ['janitor', 'elsewhere', 'otherTenant']) {
      expect((await call('GET', `Messages/${c.id}`, h[who]!)).statusCode, who).toBe(404);
      expect((await call('POST', `Send/${c.id}`, h[who]!, { clientMessageId: cid(), body: 'hi' })).statusCode, who).toBe(404);
      expect((await call('POST', `Read/${c.id}`, h[who]!)).statusCode, who).toBe(404);
    }
    const empty = await call('POST', `Send/${c.id}`, h.desk!, { clientMessageId: cid(), body: '   ' });
    expect([empty.statusCode, empty.json().error.fields]).toEqual([422, { body: 'Message is required' }]);
    const long = await call('POST', `Send/${c.id}`, h.desk!, { clientMessageId: cid(), body: 'x'.repeat(CHAT_LIMITS.body + 1) });
    expect([long.statusCode, long.json().error.fields]).toEqual([422, { body: `Message must be at most ${CHAT_LIMITS.body} characters` }]);
  });
});

describe('mentions', () => {
  it("puts a line in a mentioned member's bell, never the author's or a non-member's", async () => {
    const bell = async (who: string) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/Notification/List', headers: h[who]! })).json().res_data.items as {
          kind: string;
          title: string;
          link: string;
        }[]
      ).filter((n) => n.kind === 'mention');
    const c = await direct('desk', w.cutter.id);
    await sendAs('desk', c.id, 'No mention here, cutter');
    expect(await bell('cutter')).toEqual([]);
    await sendAs('desk', c.id, '@Cutter can you take a walk-in? cc @Janitor @Coordinator');
    expect(await bell('cutter')).toEqual([
      expect.objectContaining({
        link: `/admin/messages?c=${c.id}`,
        title: expect.stringMatching(/^Coordinator Tester mentioned you: @Cutter can you/),
      }),
    ]);
    expect(await bell('janitor')).toEqual([]);
    expect(await bell('desk')).toEqual([]);
  });
});

describe('edit and delete', () => {
  it('edits and deletes own messages only; a deleted message keeps its place without its text', async () => {
    const c = await direct('desk', w.cutter.id);
    const m = await sendAs('desk', c.id, 'Runing late');
    const theirs = await call('PUT', `Edit/${m.id}`, h.cutter!, { body: 'hacked' });
    expect([theirs.statusCode, theirs.json().message]).toEqual([403, 'You can change only your own messages.']);
    expect((await call('DELETE', `Delete/${m.id}`, h.cutter!)).statusCode).toBe(403);
    expect((await call('PUT', `Edit/${m.id}`, h.janitor!, { body: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', `Edit/${m.id}`, h.otherTenant!, { body: 'x' })).statusCode).toBe(404);
    const edited = await call('PUT', `Edit/${m.id}`, h.desk!, { body: 'Running late' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().res_data).toMatchObject({ id: m.id, body: 'Running late', deletedAt: null });
    expect(edited.json().res_data.editedAt).not.toBeNull();
    const deleted = await call('DELETE', `Delete/${m.id}`, h.desk!);
    expect(deleted.json().res_data).toMatchObject({ id: m.id, body: '' });
    expect(deleted.json().res_data.deletedAt).not.toBeNull();
    const page = (await call('GET', `Messages/${c.id}`, h.cutter!)).json().res_data as { id: string; body: string }[];
    expect(page.find((x) => x.id === m.id)?.body).toBe('');
    expect((await call('PUT', `Edit/${m.id}`, h.desk!, { body: 'again' })).statusCode).toBe(404);
  });
});

describe('pages and catch-up', () => {
  it('answers the newest page, the page before a message, and what came after a message', async () => {
    const c = (await call('POST', 'Group', h.desk!, { storeId: w.store.id, title: 'Pages' })).json().res_data as { id: string };
    const sent: string[] = [];
    for (let i = 0; i < CHAT_LIMITS.page + 5; i++) sent.push((await sendAs('desk', c.id, `m${i}`)).id);
    const newest = (await call('GET', `Messages/${c.id}`, h.cutter!)).json().res_data as { id: string }[];
    expect(newest.map((m) => m.id)).toEqual(sent.slice(5));
    const older = (await call('GET', `Messages/${c.id}?before=${newest[0]!.id}`, h.cutter!)).json().res_data as { id: string }[];
    expect(older.map((m) => m.id)).toEqual(sent.slice(0, 5));
    const after = (await call('GET', `Messages/${c.id}?after=${sent[50]}`, h.cutter!)).json().res_data as { id: string }[];
    expect(after.map((m) => m.id)).toEqual(sent.slice(51));
    // Since: across conversations, after the last id the client saw.
    const d = await direct('desk', w.cutter.id);
    const next = await sendAs('desk', d.id, 'after the reconnect');
    const missed = (await call('GET', `Since?after=${sent[53]}`, h.cutter!)).json().res_data as { id: string }[];
    expect(missed.map((m) => m.id)).toEqual([sent[54], next.id]);
    // A cursor of another conversation is not a page of this one.
    expect((await call('GET', `Messages/${c.id}?after=${next.id}`, h.cutter!)).statusCode).toBe(404);
    const both = await call('GET', `Messages/${c.id}?after=${sent[1]}&before=${sent[2]}`, h.cutter!);
    expect([both.statusCode, both.json().error.fields]).toEqual([422, { after: 'Give before or after, not both' }]);
  });
});

describe('appointment chat', () => {
  it('opens from an appointment for staff with the chat flag at its store, adds the cutter, and marks the calendar', async () => {
    const day = dayAhead(2);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/Appointment/Create',
      headers: w.desk,
      payload: createBody(w, day.iso('11:00')),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().res_data.id as string;
    const opened = await call('POST', `Appointment/${appointmentId}`, h.cutter!);
    expect(opened.statusCode, opened.body).toBe(200);
    const c = opened.json().res_data as { id: string; kind: string; title: string; members: { id: string }[] };
    expect(c.kind).toBe('appointment');
    // Booked at 11:00 on the store's clock: the title says so in the store's zone (not UTC, not a bare date).
    expect(c.title).toMatch(/^Appointment: .+, \w{3}, \w{3} \d{1,2}, 11:00 AM [A-Z]{3,4}$/);
    expect(c.members.map((m) => m.id)).toEqual([w.cutter.id]);
    expect((await call('POST', `Appointment/${appointmentId}`, h.elsewhere!)).statusCode).toBe(404);
    expect((await call('POST', `Appointment/${appointmentId}`, h.otherTenant!)).statusCode).toBe(404);
    const marker = () => call('GET', `AppointmentUnread?storeId=${w.store.id}`, h.desk!);
    expect((await marker()).json().res_data).not.toContain(appointmentId);
    const { socket: calendar, events: changes } = await openSocket<{ appointmentId: string; date: string }>(
      t.app,
      `/api/realtime?storeId=${w.store.id}&access_token=${tokens.desk}`,
    );
    await sendAs('cutter', c.id, 'Client asked for a fringe trim too');
    // The desk's calendar hears of it (to show the marker) though the desk is not in the chat.
    await waitFor(() => changes.length > 0);
    expect(changes).toEqual([{ type: 'calendar.changed', storeId: w.store.id, date: day.date, appointmentId }]);
    calendar.close();
    // The desk never opened the chat: the calendar shows the marker until they read it.
    expect((await marker()).json().res_data).toContain(appointmentId);
    expect((await call('GET', `AppointmentUnread?storeId=${w.store.id}`, h.cutter!)).json().res_data).not.toContain(appointmentId);
    const joined = (await call('POST', `Appointment/${appointmentId}`, h.desk!)).json().res_data as { id: string };
    expect(joined.id).toBe(c.id);
    await call('POST', `Read/${c.id}`, h.desk!);
    expect((await marker()).json().res_data).not.toContain(appointmentId);
  });
});

describe('realtime', () => {
  it("delivers a message sent through one instance to a member's socket on the other, and nothing to non-members", async () => {
    const c = await direct('desk', w.cutter.id);
    const cutter = await connect(other, tokens.cutter!);
    const janitorToken = (await staffAuth(t.database.db, { tenantId: w.tenant.tenant.id, id: ids.janitor! })).token;
    const janitor = await connect(t.app, janitorToken);
    const m = await sendAs('desk', c.id, 'Live from A');
    await waitFor(() => cutter.events.length > 0);
    expect(cutter.events).toEqual([{ type: 'message.created', message: expect.objectContaining({ id: m.id, body: 'Live from A' }) }]);
    const edited = await call('PUT', `Edit/${m.id}`, h.desk!, { body: 'Live from A (edited)' }, other);
    expect(edited.statusCode).toBe(200);
    await waitFor(() => cutter.events.length > 1);
    expect(cutter.events[1]).toEqual({
      type: 'message.updated',
      message: expect.objectContaining({ id: m.id, body: 'Live from A (edited)' }),
    });
    await new Promise((r) => setTimeout(r, 250));
    expect(janitor.events).toEqual([]);
    cutter.socket.close();
    janitor.socket.close();
  });

  it('refuses a chat socket without a session (401) and for a customer (403)', async () => {
    await expect(connect(t.app, '')).rejects.toThrow('HTTP 401');
    const { customerAuth } = await import('../../testing/test-sessions.ts');
    const customer = (await customerAuth(t.database.db, w.customer)).token;
    await expect(connect(t.app, customer)).rejects.toThrow('HTTP 403');
  });
});
