// The live bell: a line put in a person's bell reaches their chat socket on every instance (NOTIFY at commit on
// the chat channel, ids only), and nobody else's: not a colleague's, not another tenant's. Run on PostgreSQL too.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { listeningPair, openSocket, waitFor } from '../../testing/second-instance.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type BookingWorld, bookingWorld, createBody, dayAhead } from '../appointments/appointment-test-data.ts';
import { ChatHub } from '../messages/chat-hub.ts';

let t: TestApp;
let other: FastifyInstance;
let w: BookingWorld;
const tokens: Record<'cutter' | 'desk' | 'otherTenant', string> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await bookingWorld(db, 'LiveBell');
  tokens.cutter = (await staffAuth(db, w.cutter)).token;
  tokens.desk = w.desk.authorization!.replace('Bearer ', '');
  tokens.otherTenant = (await staffAuth(db, await makeEmployee(db, await makeTenant(db, 'LiveBellB'), 'franchisor'))).token;
  other = await listeningPair(t, 'bell');
}, 120_000);
afterAll(async () => {
  await other?.close();
});

const connect = (app: FastifyInstance, token: string) => openSocket<{ type: string }>(app, `/api/Chat/Realtime?access_token=${token}`);

describe('live bell over the chat socket', () => {
  it("rings the cutter's socket on the other instance when a booking lands in their bell, and nobody else's", async () => {
    const cutter = await connect(other, tokens.cutter);
    const desk = await connect(t.app, tokens.desk);
    const foreign = await connect(other, tokens.otherTenant);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/Appointment/Create',
      headers: w.desk,
      payload: createBody(w, dayAhead(3).iso('10:00')),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await waitFor(() => cutter.events.length > 0);
    expect(cutter.events).toEqual([{ type: 'notifications.changed' }]);
    // Read on one instance: the person's other tabs hear it too, so their badge drops.
    const read = await other.inject({
      method: 'POST',
      url: '/api/Notification/MarkAllRead',
      headers: { authorization: `Bearer ${tokens.cutter}` },
    });
    expect([read.statusCode, read.json().res_data.unread]).toEqual([200, 0]);
    await waitFor(() => cutter.events.length > 1);
    expect(cutter.events).toEqual([{ type: 'notifications.changed' }, { type: 'notifications.changed' }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(desk.events).toEqual([]);
    expect(foreign.events).toEqual([]);
    for (const s of [cutter, desk, foreign]) s.socket.close();
  });

  it('keeps a notice to its tenant and person: the same employee id in another tenant hears nothing', () => {
    const hub = new ChatHub(t.database.db);
    const heard: string[] = [];
    const subscriber = (tenantId: string, id: string, name: string) =>
      hub.subscribe({ actor: { tenantId, id } as never, send: () => heard.push(name) });
    subscriber('tenant-a', 'person-1', 'a1');
    subscriber('tenant-a', 'person-2', 'a2');
    subscriber('tenant-b', 'person-1', 'b1');
    expect(hub.ring({ type: 'notifications.changed', tenantId: 'tenant-a', employeeId: 'person-1' })).toBe(1);
    expect(heard).toEqual(['a1']);
  });
});
