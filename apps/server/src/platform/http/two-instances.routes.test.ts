import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIGN_IN_THROTTLE } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { type BookingWorld, bookingWorld, createBody, dayAhead } from '../../modules/appointments/appointment-test-data.ts';
import { DEVICE_COOKIE } from '../../modules/auth/device-cookie.ts';
import { csrf } from '../../testing/auth-helpers.ts';
import { makeEmployee, TEST_PASSWORD } from '../../testing/factories.ts';
import { raceTest, testDriver } from '../../testing/race-test.ts';
import { createTestDatabase } from '../../testing/test-db.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { createJobQueue, type PgBossJobQueue } from '../jobs/pg-boss-queue.ts';

const quiet = { warn: () => {}, error: () => {} };

/**
 * Two server instances behind one address, as two processes would be: each its own pool, job queue,
 * session cache and realtime listener, on one PostgreSQL database. Requests alternate between them.
 * PostgreSQL only: PGlite belongs to one process, so there is no second instance of it.
 */
describe('two instances behind one address', () => {
  let first: Database;
  let second: Database;
  const instances: { app: FastifyInstance; jobs: PgBossJobQueue }[] = [];
  let w: BookingWorld;
  const A = () => instances[0]!.app;
  const B = () => instances[1]!.app;

  beforeAll(async () => {
    if (testDriver() !== 'pg') return;
    first = await createTestDatabase();
    second = await openDatabase({ url: String(first.pool?.options.connectionString) });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salon-2i-')),
    });
    // Both queues start together, as two processes starting after a deploy.
    const queues = await Promise.all([first, second].map((d) => createJobQueue(d, { log: quiet, pollingIntervalSeconds: 0.5 })));
    for (const [i, database] of [first, second].entries()) {
      const jobs = queues[i]!;
      const app = await buildApp({ context: { config, database, db: database.db, jobs, now: () => new Date() }, logger: false });
      await app.ready();
      instances.push({ app, jobs });
    }
    w = await bookingWorld(first.db);
  }, 120_000);
  afterAll(async () => {
    for (const { app, jobs } of instances) {
      await app.close();
      await jobs.stop({ timeoutMs: 1000 });
    }
    await second?.close();
    await first?.close();
  });

  const signIn = async (app: FastifyInstance, email: string, password: string, ip = '10.1.1.1') => {
    const { csrfToken, cookies } = await csrf(app);
    return app.inject({
      method: 'POST',
      url: '/api/auth/callback/credentials',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies,
      payload: new URLSearchParams({ csrfToken, callbackUrl: '/admin/dashboard', json: 'true', email, password }).toString(),
    });
  };
  /** A staff-only route: 404 (no such role) while the session is valid, 401 once it has ended. */
  const roles = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/AccessControl/GetCreateRoles/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${token}` },
    });

  raceTest('a session made on A works on B; signing out on A ends it on B too', async () => {
    const owner = await makeEmployee(first.db, w.tenant, 'franchisor');
    const res = await signIn(A(), owner.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const token = res.cookies.find((c) => c.name === 'salon_session')?.value ?? '';
    expect(token).not.toBe('');
    expect((await roles(B(), token)).statusCode).toBe(404);
    expect((await roles(A(), token)).statusCode).toBe(404);
    // B has the session cached now; the sign-out on A reaches it through NOTIFY (in this one test process
    // publishAuthChange also drops every in-process cache at once, so this proves the outcome, not the channel;
    // the channel's own test is session-cache.routes.test.ts).
    const out = await A().inject({ method: 'POST', url: '/api/EmployeeAuth/Logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await roles(B(), token)).statusCode).toBe(401), { timeout: 5000, interval: 20 });
    expect((await roles(A(), token)).statusCode).toBe(401);
  });

  raceTest('a change made through A reaches a websocket held by B', async () => {
    await B().listen({ port: 0, host: '127.0.0.1' });
    const port = (B().server.address() as AddressInfo).port;
    const token = w.desk.authorization!.replace('Bearer ', '');
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime?storeId=${w.store.id}&access_token=${token}`);
    const messages: { appointmentId: string }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const day = dayAhead(2);
    const res = await A().inject({
      method: 'POST',
      url: '/api/Appointment/Create',
      headers: w.desk,
      payload: createBody(w, day.iso('10:00')),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().res_data.id;
    await vi.waitFor(
      () => expect(messages).toEqual([{ type: 'calendar.changed', storeId: w.store.id, date: day.date, appointmentId: id }]),
      {
        timeout: 5000,
        interval: 20,
      },
    );
    socket.close();
  });

  raceTest("a chat message sent through A reaches the member's chat socket held by B, and a retry sends nothing more", async () => {
    const port = B().server.address()
      ? (B().server.address() as AddressInfo).port
      : await B()
          .listen({ port: 0, host: '127.0.0.1' })
          .then(() => (B().server.address() as AddressInfo).port);
    const cutter = await staffAuth(first.db, w.cutter);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/Chat/Realtime?access_token=${cutter.token}`);
    const events: { type: string; message: { id: string } }[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const direct = await A().inject({ method: 'POST', url: '/api/Chat/Direct', headers: w.desk, payload: { employeeId: w.cutter.id } });
    expect(direct.statusCode, direct.body).toBe(200);
    const payload = { clientMessageId: `two-instances-${Date.now()}`, body: 'From A' };
    const url = `/api/Chat/Send/${direct.json().res_data.id}`;
    const sent = await A().inject({ method: 'POST', url, headers: w.desk, payload });
    const again = await B().inject({ method: 'POST', url, headers: w.desk, payload });
    expect([sent.statusCode, again.statusCode, again.json().res_data.id]).toEqual([201, 200, sent.json().res_data.id]);
    await vi.waitFor(() => expect(events.map((e) => [e.type, e.message.id])).toEqual([['message.created', sent.json().res_data.id]]), {
      timeout: 5000,
      interval: 20,
    });
    await new Promise((r) => setTimeout(r, 250));
    expect(events).toHaveLength(1);
    socket.close();
  });

  raceTest('an Idempotency-Key answered by A is replayed by B with the same answer, and creates nothing more', async () => {
    const headers = { ...w.desk, 'idempotency-key': `two-instances-${Date.now()}` };
    const body = createBody(w, dayAhead(3).iso('11:00'));
    const onA = await A().inject({ method: 'POST', url: '/api/Appointment/Create', headers, payload: body });
    const onB = await B().inject({ method: 'POST', url: '/api/Appointment/Create', headers, payload: body });
    expect(onA.statusCode, onA.body).toBe(201);
    expect([onB.statusCode, onB.json()]).toEqual([201, onA.json()]);
    const { rows } = await first.raw(`select count(*)::int as n from appointments where tenant_id = $1 and starts_at = $2`, [
      w.tenant.tenant.id,
      dayAhead(3).at('11:00').toISOString(),
    ]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  raceTest('the sign-in throttle counts failures made on both instances together', async () => {
    const owner = await makeEmployee(first.db, w.tenant, 'cutter');
    // One browser (its CSRF and device cookies kept) whose requests the load balancer spreads over A and B.
    const { csrfToken, cookies } = await csrf(A());
    const jar: Record<string, string> = { ...cookies };
    const answers: string[] = [];
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailuresPerClient + 1; i++) {
      const res = await (i % 2 ? B() : A()).inject({
        method: 'POST',
        url: '/api/auth/callback/credentials',
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: jar,
        payload: new URLSearchParams({
          csrfToken,
          callbackUrl: '/admin/dashboard',
          json: 'true',
          email: owner.email,
          password: 'Wrong#Pass1',
        }).toString(),
      });
      const device = res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;
      if (device) jar[DEVICE_COOKIE] = device;
      answers.push(new URL(res.json().url).searchParams.get('error') ?? '');
    }
    // 5 free failures spread over A and B, then the 6th (on B) asks for a captcha: one count, not two.
    expect(answers).toEqual([...Array(SIGN_IN_THROTTLE.freeFailuresPerClient).fill('CredentialsSignin'), 'CaptchaRequired']);
  });

  raceTest(
    'a job queued through A runs once, on one of the two instances',
    async () => {
      const ran: { instance: number; n: number }[] = [];
      for (const [i, { jobs }] of instances.entries()) {
        await jobs.work('test.two-instances', async (data) => {
          ran.push({ instance: i, n: (data as { n: number }).n });
          await new Promise((r) => setTimeout(r, 50));
        });
      }
      for (const { jobs } of instances) await jobs.start();
      for (let n = 0; n < 10; n++) await instances[n % 2]!.jobs.send('test.two-instances', { n });
      await vi.waitFor(async () => expect(await instances[0]!.jobs.unfinished('test.two-instances')).toBe(0), {
        timeout: 30_000,
        interval: 200,
      });
      expect(ran.map((r) => r.n).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    },
    60_000,
  );
});
