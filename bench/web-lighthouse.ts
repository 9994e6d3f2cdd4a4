// `npx tsx bench/web-lighthouse.ts`: Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G
// and 4x CPU slowdown) against Debian chromium, for the customer landing and the admin login, served by
// the real server over the e2e fixture. Each page runs RUNS times; the report keeps the run with the
// median performance score. Options: --no-build (reuse the last build), --runs N, --json FILE.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, PAGES, buildWeb, startServer } from './web-support.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const distDir = path.join(os.tmpdir(), 'salon-bench-web-dist');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3191);
const RUNS = Number(option('--runs') ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

export interface LighthouseFigures {
  name: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, string>;
  /** Audits below full marks outside performance, and the performance opportunities. */
  flagged: { category: string; id: string; title: string; score: number | null; display?: string }[];
  performanceRuns: number[];
}

async function runOnce(url: string, port: number) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

async function main() {
  if (!args.includes('--no-build')) await buildWeb(distDir);
  const server = await startServer(distDir, PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const results: LighthouseFigures[] = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(`${server.baseURL}${page.path}`, chrome.port));
      const performance = runs.map((lhr) => lhr.categories.performance?.score ?? 0);
      const median = [...runs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[
        Math.floor(runs.length / 2)
      ];
      const flagged: LighthouseFigures['flagged'] = [];
      for (const category of CATEGORIES) {
        for (const ref of median.categories[category]?.auditRefs ?? []) {
          const audit = median.audits[ref.id];
          if (!audit || audit.score === null || audit.score >= 1) continue;
          if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual')
            continue;
          if (category === 'performance' && ref.group === 'metrics') continue;
          flagged.push({ category, id: ref.id, title: audit.title, score: audit.score, display: audit.displayValue });
        }
      }
      results.push({
        name: page.name,
        path: page.path,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((median.categories[c]?.score ?? 0) * 100)]),
        ) as LighthouseFigures['scores'],
        metrics: Object.fromEntries(METRICS.map((id) => [id, median.audits[id]?.displayValue ?? '?'])),
        flagged,
        performanceRuns: performance.map((score) => Math.round(score * 100)),
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  for (const result of results) {
    console.log(`\n${result.name} (${result.path}): ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(', ')}`);
    console.log(`  performance of each run: ${result.performanceRuns.join(', ')}`);
    console.log(
      `  ${Object.entries(result.metrics)
        .map(([id, value]) => `${id} ${value}`)
        .join(', ')}`,
    );
    for (const item of result.flagged)
      console.log(`  [${item.category}] ${item.id}: ${item.title} (${item.score}${item.display ? `, ${item.display}` : ''})`);
  }
  const json = option('--json');
  if (json) writeFileSync(json, `${JSON.stringify({ date: new Date().toISOString(), chromium: CHROMIUM_PATH, results }, null, 2)}\n`);
}

await main();
