// Shared by the in-process benches (availability.ts, checkout.ts), run.ts, calendar.ts and upload-memory.ts: sample summaries,
// the throwaway PostgreSQL database, and rewriting one bench's own section of bench/README.md.
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface Timing {
  p50: number;
  p95: number;
  mean: number;
}

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

/** Creates `<prefix>_<pid>` on the server of `adminUrl`, hands its URL to `fn`, drops it again. */
export async function withThrowawayDatabase<T>(adminUrl: string, prefix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * With `keep` (a database name), the database is created on the first run and kept for the next, which is told by
 * `fresh: false` (to measure a change against the same seed); without it, as withThrowawayDatabase.
 */
export async function withBenchDatabase<T>(
  adminUrl: string,
  prefix: string,
  keep: string | undefined,
  fn: (url: string, fresh: boolean) => Promise<T>,
): Promise<T> {
  if (!keep) return withThrowawayDatabase(adminUrl, prefix, (url) => fn(url, true));
  if (!/^\w+$/.test(keep)) throw new Error(`not a database name: ${keep}`);
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  const found = (await admin.query('select 1 from pg_database where datname = $1', [keep])).rowCount === 1;
  if (!found) await admin.query(`create database ${keep}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${keep}`;
  return fn(url.toString(), !found);
}

/**
 * Runs an in-process bench on a fresh PGlite data folder, then on a throwaway PostgreSQL database when
 * `BENCH_DATABASE_URL` names a server.
 */
export async function runOnEachDatabase<R>(
  name: string,
  run: (label: string, options: { url: string } | { dataDir: string }) => Promise<R>,
): Promise<R[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `salon-bench-${name}-`));
  const results: R[] = [];
  try {
    results.push(await run('PGlite (embedded)', { dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL)
    results.push(await withThrowawayDatabase(process.env.BENCH_DATABASE_URL, `salon_bench_${name}`, (url) => run('PostgreSQL', { url })));
  return results;
}

/**
 * Replaces the block between `<!-- name:start -->` and `<!-- name:end -->` in bench/README.md, or appends it
 * after everything else (past run.ts's notes marker, so the GetRoles runner keeps it).
 */
export function writeReadmeSection(name: string, text: string) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const file = path.join(import.meta.dirname, 'README.md');
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = `${start}\n${text}${end}`;
  const a = old.indexOf(start);
  const b = old.indexOf(end);
  const next = a >= 0 && b > a ? `${old.slice(0, a)}${block}${old.slice(b + end.length)}` : `${old.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}

export interface ServerReady {
  type: 'ready';
  port: number;
  token?: string;
}

/** Starts bench/servers/<script> in its own Node process; resolves with what it reports when listening. */
export function startServer(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; ready: ServerReady }> {
  const child = fork(path.join(import.meta.dirname, 'servers', script), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 120 s`)), 120_000);
    child.once('message', (message: ServerReady) => {
      clearTimeout(timer);
      resolve({ child, ready: message });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** Asks a server started by startServer to stop (SIGKILL after 15 s). */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 15_000);
    child.removeAllListeners('exit');
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send('stop');
  });
}
