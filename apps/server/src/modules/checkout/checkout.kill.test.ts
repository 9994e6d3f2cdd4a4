// The crash between the gateway's approval and our commit: the real server (main.ts) runs as a child
// process with a test-only fault switch that exits right after the sandbox approves a card charge. After a
// restart, the start-up sweep must have recorded the approved charge (found by the payment's gateway key):
// no paid invoice without its payment, no approved charge left unrecorded, and a replay never charges twice.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase, runMigrations } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { RecordingJobQueue } from '../../testing/recording-job-queue.ts';
import { copyDatabase } from '../../testing/test-db.ts';
import { checkoutWorld, createInvoice } from './checkout-test-data.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-kill-'));
/** A port nobody listens on, asked of the system (a fixed range could meet another test's server still running). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
let port = 0;
let databaseUrl: string | undefined;
let cleanup: (() => Promise<void>) | undefined;

async function openDb(): Promise<Database> {
  const info = inject('testDb');
  if (info.driver === 'pg') {
    if (!databaseUrl) {
      const copy = await copyDatabase(info.adminUrl, info.template, info.template);
      databaseUrl = copy.url;
      cleanup = copy.drop;
    }
    return openDatabase({ url: databaseUrl });
  }
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await runMigrations(database);
  return database;
}

function startServer(fault: boolean): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(fault ? { CHECKOUT_FAULT_EXIT_AFTER_APPROVAL: '1' } : {}),
  };
  // Its own process group: npx runs tsx, which runs node, and a signal to npx alone would leave the server running.
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

async function waitReady(child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** Signals the server's whole process group (npx, tsx and the server). */
function stop(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // the group has already gone
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

afterAll(async () => {
  await cleanup?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a crash between the gateway approval and our commit', () => {
  it('is reconciled on restart: the invoice and the gateway agree, and a replay charges nothing', async () => {
    // Set-up in this process (closed before the server opens the same database).
    let database = await openDb();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
    const app = await buildApp({
      context: { config, database, db: database.db, jobs: new RecordingJobQueue(), now: () => new Date() },
      logger: false,
    });
    await app.ready();
    const world = await checkoutWorld(database.db, 'Kill');
    const invoice = await createInvoice(app, world);
    await app.close();
    await database.close();

    port = await freePort();
    const headers = { ...world.desk, 'content-type': 'application/json', 'idempotency-key': `kill-${randomBytes(6).toString('hex')}` };
    const first = startServer(true);
    let token = '';
    let body = '';
    try {
      await waitReady(first);
      const tokenRes = await fetch(`http://127.0.0.1:${port}/sandbox-gateway/v1/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' }),
      });
      token = ((await tokenRes.json()) as { token: string }).token;
      body = JSON.stringify({ tender: 'card', token, amountCents: invoice.totalCents });
      const crashed = await fetch(`http://127.0.0.1:${port}/api/Invoice/Pay/${invoice.id}`, { method: 'POST', headers, body }).then(
        () => 'answered',
        () => 'connection lost',
      );
      expect(crashed).toBe('connection lost');
      expect(await exited(first)).toBe(86);
    } finally {
      stop(first, 'SIGKILL');
    }

    // Before the restart the payment is pending and the invoice unpaid: nothing half-written.
    database = await openDb();
    const [before] = await queryRows<{ status: string; paid_cents: number; payment_status: string }>(
      database.db as never,
      sql`select i.status, i.paid_cents, p.status as payment_status from invoices i join invoice_payments p on p.invoice_id = i.id where i.id = ${invoice.id}`,
    );
    expect(before).toMatchObject({ status: 'incomplete', paid_cents: 0, payment_status: 'pending' });
    await database.close();

    const second = startServer(false);
    try {
      await waitReady(second);
      const res = await fetch(`http://127.0.0.1:${port}/api/Invoice/GetById/${invoice.id}`, { headers: world.desk });
      const after = (
        (await res.json()) as { res_data: { status: string; paidCents: number; appointmentStatus: string; payments: { status: string }[] } }
      ).res_data;
      expect(after).toMatchObject({ status: 'success', paidCents: invoice.totalCents, appointmentStatus: 'checked_out' });
      expect(after.payments.map((p) => p.status)).toEqual(['succeeded']);
      // The person retries with the same key: the first answer, not a second charge.
      const replay = await fetch(`http://127.0.0.1:${port}/api/Invoice/Pay/${invoice.id}`, { method: 'POST', headers, body });
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    } finally {
      stop(second, 'SIGTERM');
      await exited(second);
    }

    database = await openDb();
    const charges = await queryRows<{ n: number }>(database.db as never, sql`select count(*)::int as n from sandbox_gateway_charges`);
    expect(charges[0].n).toBe(1);
    const orphans = await queryRows<{ n: number }>(
      database.db as never,
      sql`select count(*)::int as n from invoices i where i.paid_cents <> (select coalesce(sum(amount_cents), 0) from invoice_payments p where p.invoice_id = i.id and p.status = 'succeeded')`,
    );
    expect(orphans[0].n).toBe(0);
    await database.close();
  }, 240_000);
});
