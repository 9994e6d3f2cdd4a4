// The PostgreSQL server for `npm test`'s second pass (scripts/test.mjs). In order: TEST_DATABASE_URL; a local
// server that answers on 127.0.0.1:5432; a throwaway cluster when PostgreSQL is installed (initdb in a temp dir,
// owned by postgres when running as root, on a free port, stopped at the end, as .ci/run does); else none, and
// the race tests (which only PostgreSQL can fail, apps/server/src/testing/race-test.ts) are counted as not run.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function newestPgBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Runs a command, as the postgres user when this process is root (PostgreSQL refuses to run as root). */
function runPg(bin, args) {
  const asRoot = process.getuid?.() === 0;
  const quoted = [bin, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { encoding: 'utf8' })
    : spawnSync(bin, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${(result.stderr || result.stdout || '').trim()}`);
}

async function throwawayCluster(binDir) {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-test-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), 0);
  const data = path.join(dir, 'data');
  const port = await freePort();
  runPg(path.join(binDir, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  runPg(path.join(binDir, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runPg(path.join(binDir, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch (err) {
      console.error(err.message);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, label: `a throwaway server on port ${port}`, stop };
}

/** The server to run the PostgreSQL pass on, or null (with the reason printed) when this machine has none. */
export async function postgresForTests() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, label: 'TEST_DATABASE_URL', stop: () => {} };
  if (await answers(LOCAL_URL)) return { url: LOCAL_URL, label: 'the local server on 127.0.0.1:5432', stop: () => {} };
  const binDir = newestPgBin();
  if (!binDir) {
    console.log('\nNo PostgreSQL here (no TEST_DATABASE_URL, nothing on 127.0.0.1:5432, none installed): the PostgreSQL pass is skipped.');
    return null;
  }
  try {
    return await throwawayCluster(binDir);
  } catch (err) {
    console.log(`\nCould not start a throwaway PostgreSQL (${err.message}): the PostgreSQL pass is skipped.`);
    return null;
  }
}

/** How many race tests a vitest JSON report skipped (they are named `race: ...`, see race-test.ts). */
export function skippedRaceTests(reportFile) {
  if (!existsSync(reportFile)) return 0;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  return (report.testResults ?? [])
    .flatMap((file) => file.assertionResults ?? [])
    .filter((t) => (t.status === 'pending' || t.status === 'skipped') && t.title.startsWith('race: ')).length;
}

/**
 * The databases on `url` whose names start with one of `prefixes`, dropped: what a browser test server left when it
 * did not drop its own on stopping (apps/server/src/testing/e2e-server.ts). Returns their names.
 */
export async function dropLeftDatabases(url, prefixes) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select datname from pg_database where exists (select from unnest($1::text[]) as p(prefix) where starts_with(datname, prefix)) order by 1',
      [prefixes],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}
