// `npm run availability -w bench`: Availability/Slots on the real app (in process, app.inject) for one store,
// 20 cutters, 7 days and 2,000 existing appointments, against the raw SQL fetch of the same rows (busy
// intervals and shifts). Rewrites its own section of bench/README.md (between the availability markers).
import os from 'node:os';
import { computeAvailability, localDayBounds, pickAnyCutter } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, runMigrations } from '../apps/server/src/db/client.ts';
import { queryRows } from '../apps/server/src/db/query-rows.ts';
import {
  activeShifts,
  approvedTimeOff,
  cuttersById,
  storeClock,
  storeServices,
} from '../apps/server/src/modules/availability/availability-data.ts';
import { busyIntervals } from '../apps/server/src/modules/availability/occupancy.ts';
import { withTenant } from '../apps/server/src/platform/tenancy.ts';
import { APPOINTMENTS, CUTTERS, DAYS, type Seeded, seed, ZONE } from './availability-seed.ts';
import { runOnEachDatabase, type Timing, timing, writeReadmeSection } from './bench-support.ts';
import { benchApp } from './bench-app.ts';

const WARMUP = Number(process.env.BENCH_WARMUP_CALLS ?? 30);
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const GOAL_P95_MS = 100;
const LOAD_AT_START = os.loadavg()[0];

interface Result {
  database: string;
  any: Timing;
  oneCutter: Timing;
  explain: Timing;
  /** Issue 20: the same shape with processing windows in every appointment and a colour asked for (another tenant, same run). */
  processing: Timing;
  slotsProcessing: number;
  /** Issue 20: a split visit (two services, the second with another cutter) in the plain tenant. */
  splitVisit: Timing;
  slotsSplit: number;
  raw: Timing;
  /** The cheapest authenticated call with the same session: the request floor of this machine. */
  floor: Timing;
  rows: { busy: number; shifts: number };
  slotsAny: number;
  /** p50 ms of each step of one Availability/Slots request, run one after the other in one transaction. */
  steps: Record<string, number>;
}

async function measure(fn: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return timing(samples);
}

async function run(label: string, options: { url: string } | { dataDir: string }): Promise<Result> {
  const database = await openDatabase(options);
  await runMigrations(database);
  const { app } = await benchApp(database, 'url' in options ? { url: options.url } : {});
  try {
    const s = await seed(database);
    const p = await seed(database, { processing: true });
    const headers = { authorization: `Bearer ${s.token}` };
    const slots = async (extra: object, world: Seeded = s) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/Availability/Slots',
        headers: world === s ? headers : { authorization: `Bearer ${world.token}` },
        payload: { storeId: world.storeId, serviceIds: [world.serviceId], from: world.firstDay, to: world.lastDay, ...extra },
      });
      if (res.statusCode !== 200) throw new Error(`Availability/Slots answered ${res.statusCode}: ${res.body}`);
      return res.json().res_data as { slots: unknown[] };
    };
    const bounds = localDayBounds(ZONE, s.firstDay, s.lastDay);
    const [from, to] = [bounds[0], bounds[bounds.length - 1]];
    const rawFetch = () =>
      withTenant(database.db, s.tenantId, async (tx) => {
        const busy = await busyIntervals(tx, { storeId: s.storeId, cutterIds: s.cutterIds, from, to });
        const shiftRows = await activeShifts(tx, s.tenantId, s.storeId, from, to);
        return { busy: busy.length, shifts: shiftRows.length };
      });
    const rows = await rawFetch();
    const slotsAny = (await slots({})).slots.length;
    console.log(`${label}: ${rows.busy} busy intervals, ${rows.shifts} shifts, ${slotsAny} "any cutter" slots`);
    const any = await measure(() => slots({}));
    const oneCutter = await measure(() => slots({ cutterId: s.cutterIds[0] }));
    const explain = await measure(() => slots({ explain: true }));
    const slotsProcessing = (await slots({}, p)).slots.length;
    const processing = await measure(() => slots({}, p));
    // Issue 20's split visit: the haircut with the first cutter, then a finish cut with the second, one after the other.
    const split = { serviceIds: [s.serviceId, s.secondServiceId], cutterId: s.cutterIds[0], lineCutterIds: [null, s.cutterIds[1]] };
    const slotsSplit = (await slots(split)).slots.length;
    if (slotsSplit === 0) throw new Error('the split visit found no slot: the measure would time an empty search');
    const splitVisit = await measure(() => slots(split));
    const raw = await measure(rawFetch);
    const floor = await measure(async () => {
      const res = await app.inject({ method: 'GET', url: '/api/AccessControl/GetRoles', headers });
      if (res.statusCode !== 200) throw new Error(`GetRoles answered ${res.statusCode}`);
    });
    const steps = await breakdown(database, s, from, to);
    return {
      database: label,
      any,
      oneCutter,
      explain,
      processing,
      slotsProcessing,
      splitVisit,
      slotsSplit,
      raw,
      floor,
      rows,
      slotsAny,
      steps,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

/** Where the time of one request goes: each loader and the engine, timed inside one tenant transaction. */
async function breakdown(database: Database, s: Seeded, from: Date, to: Date) {
  const samples: Record<string, number[]> = {};
  const time = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    const value = await fn();
    samples[name] = [...(samples[name] ?? []), performance.now() - started];
    return value;
  };
  for (let i = 0; i < Math.max(20, CALLS / 3); i++) {
    await withTenant(database.db, s.tenantId, async (tx) => {
      const store = await time('store + services', async () => {
        const clock = await storeClock(tx, s.tenantId, s.storeId);
        return { clock, services: await storeServices(tx, s.tenantId, s.storeId, [s.serviceId]) };
      });
      const shiftRows = await time('shifts', () => activeShifts(tx, s.tenantId, s.storeId, from, to));
      const cutters = await time('cutters', () => cuttersById(tx, s.tenantId, s.cutterIds));
      const timeOff = await time('time off', () => approvedTimeOff(tx, s.tenantId, s.storeId, from, to, s.cutterIds));
      const busy = await time('busy intervals (busyIntervals)', () =>
        busyIntervals(tx, { storeId: s.storeId, cutterIds: s.cutterIds, from, to }),
      );
      // Not used by the app: the same rows as one json_agg row, to show what PGlite's per-row decoding costs.
      await time('busy intervals as one json_agg row (comparison only)', () =>
        queryRows(
          tx,
          sql`select json_agg(json_build_array(a.cutter_id, a.kind, a.label, a.starts_at, a.ends_at)) as rows from appointments a
               where a.cutter_id in (${sql.join(
                 s.cutterIds.map((id) => sql`${id}::uuid`),
                 sql`, `,
               )}) and a.status not in ('cancelled', 'no_show')
                 and a.starts_at < ${to.toISOString()}::timestamptz and a.ends_at > ${from.toISOString()}::timestamptz`,
        ),
      );
      await time('engine (computeAvailability + pickAnyCutter)', () => {
        const input = {
          timeZone: store.clock.timezone,
          openingHours: store.clock.openingHours,
          slotInterval: store.clock.slotInterval,
          services: store.services,
          cutters,
          shifts: shiftRows,
          timeOff,
          busy,
          now: new Date(),
          from: s.firstDay,
          to: s.lastDay,
        };
        return pickAnyCutter(computeAvailability(input).slots, input);
      });
    });
  }
  return Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, timing(list).p50]));
}

const ms = (n: number) => n.toFixed(1);
function section(results: Result[]) {
  const cpu = os.cpus();
  const rows = results.flatMap((r) => [
    `| ${r.database} | Availability/Slots, any cutter (${r.slotsAny} slots) | ${ms(r.any.p50)} | ${ms(r.any.p95)} | ${ms(r.any.mean)} |`,
    `| ${r.database} | Availability/Slots, one cutter | ${ms(r.oneCutter.p50)} | ${ms(r.oneCutter.p95)} | ${ms(r.oneCutter.mean)} |`,
    `| ${r.database} | Availability/Slots, any cutter, explain | ${ms(r.explain.p50)} | ${ms(r.explain.p95)} | ${ms(r.explain.mean)} |`,
    `| ${r.database} | Availability/Slots, any cutter, colour with processing + set-up buffer, every appointment with a processing window (${r.slotsProcessing} slots) | ${ms(r.processing.p50)} | ${ms(r.processing.p95)} | ${ms(r.processing.mean)} |`,
    `| ${r.database} | Availability/Slots, split visit: the haircut with one cutter then a 30-minute cut with another (${r.slotsSplit} slots) | ${ms(r.splitVisit.p50)} | ${ms(r.splitVisit.p95)} | ${ms(r.splitVisit.mean)} |`,
    `| ${r.database} | raw SQL: busy intervals + shifts (${r.rows.busy} + ${r.rows.shifts} rows) | ${ms(r.raw.p50)} | ${ms(r.raw.p95)} | ${ms(r.raw.mean)} |`,
    `| ${r.database} | floor: GET AccessControl/GetRoles, same session | ${ms(r.floor.p50)} | ${ms(r.floor.p95)} | ${ms(r.floor.mean)} |`,
  ]);
  return `## Availability/Slots (issue 6)

**Method.** \`npm run availability -w bench\` (\`bench/availability.ts\`) builds the real app in process over a fresh,
migrated ${results.length > 1 ? 'PGlite data folder and then a throwaway PostgreSQL database' : 'PGlite data folder'}: one store
(America/Chicago, open 10:00-20:00, 5-minute slot interval), ${CUTTERS} cutters with active shifts 10:00-20:00 on ${DAYS} days,
${APPOINTMENTS} half-hour appointments written straight to the appointments table, and a coordinator signed in with a bearer session.
It calls \`POST /api/Availability/Slots\` through \`app.inject\` (the whole request: session guard, zod, row-level security,
six queries, the engine, serialization; no network) for a 30-minute service over the ${DAYS} days, ${WARMUP} warm-up calls then
${CALLS} measured calls one after the other, and times the raw SQL of the same rows alone (\`busyIntervals\` + the active
shifts query in one tenant transaction) the same way. Milliseconds.

**Machine.** ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB,
Node ${process.version}, ${os.type()} ${os.release()}. Date: ${new Date().toISOString().slice(0, 10)}. Load average
(1 min) ${LOAD_AT_START.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end: other engineers' test runs shared the
machine, so the absolute figures move with them.

| database | call | p50 ms | p95 ms | mean ms |
| --- | --- | ---: | ---: | ---: |
${rows.join('\n')}

Where one request's time goes (p50 ms of each step, timed inside one tenant transaction):

| step | ${results.map((r) => r.database).join(' | ')} |
| --- | ${results.map(() => '---:').join(' | ')} |
${Object.keys(results[0].steps)
  .map((step) => `| ${step} | ${results.map((r) => ms(r.steps[step])).join(' | ')} |`)
  .join('\n')}

${results
  .map(
    (r) =>
      `- **${r.database}:** p95 **${ms(r.any.p95)} ms** for "any cutter" (goal <= ${GOAL_P95_MS} ms: ${r.any.p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}); ` +
      `ratio to the raw SQL fetch, p50 ${(r.any.p50 / r.raw.p50).toFixed(1)}x, p95 ${(r.any.p95 / r.raw.p95).toFixed(1)}x. ` +
      `With processing time and buffers (issue 20): p95 **${ms(r.processing.p95)} ms** (goal <= ${GOAL_P95_MS} ms: ${r.processing.p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}), ` +
      `**${(r.processing.p50 / r.any.p50).toFixed(2)}x** p50 and **${(r.processing.p95 / r.any.p95).toFixed(2)}x** p95 of the plain "any cutter" baseline measured in the same run. ` +
      `A split visit: p95 **${ms(r.splitVisit.p95)} ms** (goal <= ${GOAL_P95_MS} ms: ${r.splitVisit.p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}), **${(r.splitVisit.p50 / r.any.p50).toFixed(2)}x** p50 of the baseline.`,
  )
  .join('\n')}

Notes. The request is the raw fetch plus about 5 ms of the other four small queries and the engine (2-3 ms for
${CUTTERS} cutters x ${DAYS} days x 120 five-minute starts). On PGlite most of the time is \`busyIntervals\` (appointments
module) decoding ${APPOINTMENTS} rows of eight columns in PGlite's JavaScript protocol layer; the same rows as one \`json_agg\` row
take about a third of that, which is the change that would move the PGlite figure. \`explain\` answers every refused
candidate (about 16,000 entries here), and serializing them is most of that call; it is for staff, on demand.
With processing (issue 20) a second tenant of the same run has the same ${APPOINTMENTS} appointments, each with a 10-minute
processing window (so \`busyIntervals\` splits each into two held parts: twice the intervals), and the colour asked for
holds its cutter in two parts (5-minute set-up and 10 minutes, then a 5-minute rinse after 30 minutes of processing).
${results.length === 1 ? '\nThe PostgreSQL run happens when `BENCH_DATABASE_URL` names a server (a throwaway database is created and dropped).\n' : ''}`;
}

const results = await runOnEachDatabase('availability', run);
writeReadmeSection('availability', section(results));
for (const r of results)
  console.log(`${r.database}: any p50 ${ms(r.any.p50)} p95 ${ms(r.any.p95)} ms; raw p50 ${ms(r.raw.p50)} p95 ${ms(r.raw.p95)} ms`);
console.log('Figures written to bench/README.md');
