import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { bookingWorld, type BookingWorld, createBody, dayAhead } from '../../modules/appointments/appointment-test-data.ts';
import { makeEmployee } from '../../testing/factories.ts';
import { RecordingJobQueue } from '../../testing/recording-job-queue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { withTenant } from '../tenancy.ts';
import { publishRealtime } from './realtime-events.ts';

let t: TestApp;
let other: FastifyInstance;
let w: BookingWorld;
let base: string;
let deskToken: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db);
  deskToken = (await staffAuth(t.database.db, w.coordinator)).token;
  // A second instance of the server on the same database (as a second process would be).
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salon-rt-')),
  });
  other = await buildApp({
    context: { config, database: t.database, db: t.database.db, jobs: new RecordingJobQueue(), now: () => new Date() },
    logger: false,
  });
  await other.ready();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/realtime`;
});
afterAll(async () => {
  await other.close();
});

type Message = { type: string; storeId: string; date: string; appointmentId: string };

function connect(url: string): Promise<{ socket: WebSocket; messages: Message[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: Message[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

async function waitFor(check: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
}

describe('realtime websocket', () => {
  it('sends calendar.changed to a subscribed store after a create committed by another instance, and nothing for a rolled-back change', async () => {
    const { socket, messages } = await connect(`${base}?storeId=${w.store.id}&access_token=${deskToken}`);
    await expect(
      withTenant(t.database.db, w.tenant.tenant.id, async (tx) => {
        await publishRealtime(tx, {
          type: 'calendar.changed',
          tenantId: w.tenant.tenant.id,
          storeId: w.store.id,
          date: '2000-01-01',
          appointmentId: w.cutter.id,
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const day = dayAhead(3);
    const res = await other.inject({
      method: 'POST',
      url: '/api/Appointment/Create',
      headers: w.desk,
      payload: createBody(w, day.iso('10:00')),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().res_data.id;
    await waitFor(() => messages.some((m) => m.appointmentId === id));
    expect(messages).toEqual([{ type: 'calendar.changed', storeId: w.store.id, date: day.date, appointmentId: id }]);
    socket.close();
  });

  it("does not send another store's changes, and refuses a subscription to a store the staff member is not at", async () => {
    // The coordinator works at the first store only: the second store's socket is refused, explicitly.
    await expect(connect(`${base}?storeId=${w.tenant.stores[1].id}&access_token=${deskToken}`)).rejects.toThrow('HTTP 403');
    // Tenant-wide staff subscribe to both stores; a change at the first reaches only the first store's socket.
    const franchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, 'franchisor'))).token;
    const second = await connect(`${base}?storeId=${w.tenant.stores[1].id}&access_token=${franchisor}`);
    const first = await connect(`${base}?storeId=${w.store.id}&access_token=${franchisor}`);
    const day = dayAhead(4);
    const res = await other.inject({
      method: 'POST',
      url: '/api/Appointment/Create',
      headers: w.desk,
      payload: createBody(w, day.iso('11:00')),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().res_data.id;
    await waitFor(() => first.messages.some((m) => m.appointmentId === id));
    expect(first.messages).toEqual([{ type: 'calendar.changed', storeId: w.store.id, date: day.date, appointmentId: id }]);
    // Both sockets hang off the same notification; give the second one as long again before asserting silence.
    await new Promise((r) => setTimeout(r, 250));
    expect(second.messages).toEqual([]);
    first.socket.close();
    second.socket.close();
  });

  it('refuses a socket without a session (401), a customer (403) and staff of another store (403)', async () => {
    await expect(connect(`${base}?storeId=${w.store.id}`)).rejects.toThrow('HTTP 401');
    const customer = (await customerAuth(t.database.db, w.customer)).token;
    await expect(connect(`${base}?storeId=${w.store.id}&access_token=${customer}`)).rejects.toThrow('HTTP 403');
    const elsewhere = await makeEmployee(t.database.db, w.tenant, 'coordinator', { storeId: w.tenant.stores[1].id });
    const token = (await staffAuth(t.database.db, elsewhere)).token;
    await expect(connect(`${base}?storeId=${w.store.id}&access_token=${token}`)).rejects.toThrow('HTTP 403');
  });

  it('lets tenant-wide staff subscribe with the bearer header', async () => {
    const franchisor = await makeEmployee(t.database.db, w.tenant, 'franchisor');
    const token = (await staffAuth(t.database.db, franchisor)).token;
    const socket = await new Promise<WebSocket>((resolve, reject) => {
      const s = new WebSocket(`${base}?storeId=${w.tenant.stores[1].id}`, { headers: { authorization: `Bearer ${token}` } });
      s.once('open', () => resolve(s));
      s.once('error', reject);
    });
    socket.close();
  });
});
