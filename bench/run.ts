// `npm run bench`: authenticated AccessControl/GetRoles on the real server against a bare Fastify route
// answering the same JSON, measured with autocannon in the same run. Writes bench/README.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer as start, stopServer as stop, withThrowawayDatabase } from './bench-support.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const ROUNDS = 2;
const GOAL = 0.5;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}
interface Comparison {
  database: string;
  app: Figures;
  bare: Figures;
  ratio: number;
  rounds: { target: string; rps: number; p50: number; p99: number }[];
}

async function measure(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

async function compare(database: string, dbUrl: string | null): Promise<Comparison> {
  console.log(`\n== ${database}: starting the real server and the bare route`);
  const app = await start('app-server.ts', dbUrl ? { BENCH_DB_URL: dbUrl } : {});
  const appUrl = `http://127.0.0.1:${app.ready.port}/api/AccessControl/GetRoles`;
  const auth = { authorization: `Bearer ${app.ready.token}` };
  const answer = await fetch(appUrl, { headers: auth });
  const body = await answer.text();
  if (answer.status !== 200 || !body.includes('"franchisor"')) throw new Error(`GetRoles answered ${answer.status}: ${body.slice(0, 200)}`);
  const bare = await start('bare-server.ts', { BENCH_BODY: body });
  const bareUrl = `http://127.0.0.1:${bare.ready.port}/api/AccessControl/GetRoles`;
  const bareBody = await (await fetch(bareUrl)).text();
  if (JSON.stringify(JSON.parse(bareBody)) !== JSON.stringify(JSON.parse(body))) throw new Error('the bare route answers different JSON');
  console.log(`   GetRoles answers ${body.length} bytes of JSON; both servers agree`);

  const targets = { app: { url: appUrl, headers: auth }, bare: { url: bareUrl, headers: {} } } as const;
  try {
    for (const name of ['app', 'bare'] as const) await measure(targets[name].url, targets[name].headers, WARMUP_S);
    const rounds: Comparison['rounds'] = [];
    const runs: Record<'app' | 'bare', Awaited<ReturnType<typeof measure>>[]> = { app: [], bare: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
      for (const name of order) {
        const result = await measure(targets[name].url, targets[name].headers, DURATION_S);
        runs[name].push(result);
        rounds.push({ target: name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
        console.log(
          `   round ${round + 1} ${name.padEnd(4)} ${result.requests.average.toFixed(0)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`,
        );
      }
    }
    const summary = (list: typeof runs.app): Figures => ({
      rps: list.reduce((sum, r) => sum + r.requests.average, 0) / list.length,
      p50: Math.max(...list.map((r) => r.latency.p50)),
      p99: Math.max(...list.map((r) => r.latency.p99)),
      requests: list.reduce((sum, r) => sum + r.requests.total, 0),
    });
    const appFigures = summary(runs.app);
    const bareFigures = summary(runs.bare);
    return { database, app: appFigures, bare: bareFigures, ratio: appFigures.rps / bareFigures.rps, rounds };
  } finally {
    await stop(bare.child);
    await stop(app.child);
  }
}

function readme(results: Comparison[]) {
  const cpu = os.cpus();
  const row = (r: Comparison, target: 'app' | 'bare') => {
    const f = r[target];
    const label = target === 'app' ? 'real server, `AccessControl/GetRoles` (bearer)' : 'bare Fastify route, same JSON';
    return `| ${r.database} | ${label} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.requests} |`;
  };
  return `# Benchmarks

\`npm run bench\` runs \`bench/run.ts\`, which rewrites this file with the latest figures.

## AccessControl/GetRoles against a bare Fastify route

**Method.** The runner starts, each in its own Node process on the loopback interface:
the real server (\`buildApp\` as \`main.ts\` builds it, with the pg-boss job queue and workers, over a
fresh ${results.length > 1 ? 'PGlite data folder, and then a throwaway PostgreSQL database' : 'PGlite data folder'}, migrated,
one provisioned tenant and a franchisor who also owns a store, signed in with a server-side session),
and a bare Fastify 5 server with one route answering the same JSON that \`GetRoles\` answered.
autocannon, in the runner's process, sends \`GET /api/AccessControl/GetRoles\` with ${CONNECTIONS} connections:
a ${WARMUP_S} s warm-up of each server, then ${ROUNDS} rounds of ${DURATION_S} s each, alternating which server goes first.
Every authenticated request of the real server looks the session up by token hash, loads the
employee's roles (row-level security on), merges their flags and serializes through the zod response schema.
The real server logs at \`warn\` (per-request info lines off); the bare server has no logger. Requests/s is the
mean of the rounds; p50/p99 are the worst of the rounds, in milliseconds. Runs fail on any non-2xx answer.

**Machine.** ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB,
Node ${process.version}, ${os.type()} ${os.release()}. Date: ${new Date().toISOString().slice(0, 10)}.
Server, baseline and load generator share the machine, so the absolute numbers are low; the ratio is the figure.

| database | target | requests/s | p50 ms | p99 ms | requests |
| --- | --- | ---: | ---: | ---: | ---: |
${results.flatMap((r) => [row(r, 'app'), row(r, 'bare')]).join('\n')}

${results.map((r) => `- **${r.database}:** ratio real/bare = **${r.ratio.toFixed(2)}** (goal >= ${GOAL}: ${r.ratio >= GOAL ? 'met' : 'NOT met'})`).join('\n')}
${results.length === 1 ? '\nThe PostgreSQL comparison runs when `BENCH_DATABASE_URL` names a server (a throwaway database is created and dropped).\n' : ''}
Timings live here, never in a test's pass/fail.
`;
}

/** Hand-written notes below this marker in bench/README.md survive a rerun. */
const NOTES_MARKER = '<!-- notes: kept across runs -->';
function keptNotes(file: string) {
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = old.indexOf(NOTES_MARKER);
  return at >= 0 ? old.slice(at) : `${NOTES_MARKER}\n`;
}

const results: Comparison[] = [await compare('PGlite (embedded)', null)];
if (process.env.BENCH_DATABASE_URL) {
  results.push(await withThrowawayDatabase(process.env.BENCH_DATABASE_URL, 'salon_bench', (url) => compare('PostgreSQL', url)));
}
const readmeFile = path.join(import.meta.dirname, 'README.md');
writeFileSync(readmeFile, `${readme(results)}\n${keptNotes(readmeFile)}`);
for (const r of results)
  console.log(`\n${r.database}: ${r.app.rps.toFixed(0)} vs ${r.bare.rps.toFixed(0)} req/s, ratio ${r.ratio.toFixed(2)} (goal >= ${GOAL})`);
console.log('Figures written to bench/README.md');
