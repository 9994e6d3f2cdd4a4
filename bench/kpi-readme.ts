// Writes bench/kpi.ts's section of bench/README.md: method, machine, load, figures of each phase, the plan.
import os from 'node:os';
import { writeReadmeSection } from './bench-support.ts';
import type { Phase } from './kpi.ts';

interface Run {
  phases: Phase[];
  /** Seconds the seed took; null when the database was seeded by an earlier run and kept (BENCH_KPI_KEEP). */
  seeded: number | null;
  seedSteps: Record<string, number>;
  counts: Record<string, number>;
  month: { from: string; to: string };
  rounds: number;
  appointments: number;
  customers: number;
}

const f = (n: number) => n.toLocaleString('en-US');

/** The plan's execution time and its scans (the lines that name a table or an index), for the notes. */
function planSummary(plan: string) {
  const lines = plan.split('\n');
  const scans = lines.filter((l) => / Scan on /.test(l)).slice(0, 30);
  const totals = lines.filter((l) => /Execution Time|Planning Time/.test(l));
  return [...scans, ...totals].map((l) => l.replace(/\s+$/, '')).join('\n');
}

export function writeKpiReadme(run: Run) {
  const rows = run.phases
    .map(
      (p) =>
        `| ${p.label} | ${p.load.toFixed(1)} | ${p.route.p50.toFixed(0)} | **${p.route.p95.toFixed(0)}** | ${p.bare.p50.toFixed(0)} | ${p.bare.p95.toFixed(0)} | ${(p.route.p95 / p.bare.p95).toFixed(2)} |`,
    )
    .join('\n');
  const last = run.phases.at(-1)!;
  const steps = Object.entries(run.seedSteps)
    .map(([name, s]) => `${name} ${s.toFixed(0)} s`)
    .join(', ');
  writeReadmeSection(
    'kpi',
    `## KPI summary at 500,000 appointments (issue 15)

**Method.** \`npm run kpi -w bench\` (bench/kpi.ts): a throwaway PostgreSQL database, migrated; one tenant with 20 stores
(Chicago, Los Angeles, New York), 160 cutters with a published 8-hour shift every day, ${f(run.customers)} clients and
${f(run.appointments)} appointments over 730 local days ending yesterday, seeded in SQL with \`generate_series\` as the
database owner (every key, check and exclusion constraint applies, and the triggers that keep \`client_visit_facts\`: the
appointments step includes recomputing every client's facts): ${f(run.counts.appointments!)} appointments
(6% cancelled, 4% no-shows, 5% walk-ins), ${f(run.counts.invoices!)} invoices with ${f(run.counts.lines!)} lines (services, 30% with a
product, 10% with a discount, 1% with a gift card), ${f(run.counts.tips!)} tips, ${f(run.counts.payments!)} payments (a quarter split
card + cash), ${f(run.counts.refunds!)} refunds (whole and part), ${f(run.counts.shifts!)} shifts; ${
      run.seeded === null
        ? 'seeded by an earlier run and kept (BENCH_KPI_KEEP), so this run measured the same rows as it'
        : `${run.seeded.toFixed(0)} s in all
(${steps})`
    }.
The KPI summary of ${run.month.from}..${run.month.to}, all stores, is asked ${run.rounds} times (after 5 warm-up calls) through the
real route \`GET /api/Dashboard/KpiSummary\` in process (\`app.inject\` as the franchisor: session lookup, row-level security, the
range, the previous period and the same dates last year, per-cutter breakdown, daily series, zod), and as the same aggregation in
bare SQL (bench/kpi-sql.ts: three statements on a plain pg connection as the owner, no RLS, from the base tables: sales from the
invoices, client figures by probes of each client's appointments; not the rollups the route reads), alternating which goes first.
Before timing, the bench checks that both give the same figures (net sales, tax, tips, refunds, tenders, tickets, visits,
minutes, clients, returning, prebooked, retained). ${
      run.phases.length > 1
        ? 'It runs twice in one process: with the indexes of migration `kpi_indexes` dropped, then recreated.'
        : 'One phase, as migrated (BENCH_KPI_PHASES=with).'
    } Milliseconds.

**Machine.** ${os.cpus().length} cores shared with other engineers' builds and tests, Node ${process.version}, PostgreSQL 15
(shared_buffers 128 MB). Load average (1 min) at the start of each phase in the table. Date: ${new Date().toISOString().slice(0, 10)}.

| phase | load | route p50 | route p95 | bare SQL p50 | bare SQL p95 | ratio p95 route/bare |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows}

Goal: route p95 <= 300 ms: **${last.route.p95 <= 300 ? 'met' : 'NOT met'}** (${last.route.p95.toFixed(0)} ms, ${run.rounds} calls).

EXPLAIN (ANALYZE, BUFFERS) of the bare figures statement, last phase (scans and totals only):

\`\`\`
${planSummary(last.plan)}
\`\`\`

`,
  );
}
