// Probe: does this process, PGlite's now(), a loopback HTTP server, timers and Chromium all see one clock?
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { chromium } from '@playwright/test';
import { TEST_CHROMIUM } from '../apps/web/e2e/support/chromium-args.ts';

const t0 = Date.now();
const p0 = performance.now();
const out = { node: new Date().toISOString() };
await new Promise((r) => setTimeout(r, 1000));
out.timer1000 = { wallMs: Date.now() - t0, perfMs: Math.round(performance.now() - p0) };
const pg = await PGlite.create();
const row = (await pg.query("select now()::text as now, clock_timestamp()::text as clock, current_setting('TimeZone') as tz")).rows[0];
out.pglite = row;
await pg.close();
const server = createServer((_, res) => res.end(new Date().toISOString()));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const answer = await fetch(`http://127.0.0.1:${server.address().port}/`, { signal: AbortSignal.timeout(5000) });
out.loopback = await answer.text();
server.close();
// The browser the date runs drive (Node runs the TypeScript module as it is).
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ timezoneId: 'America/Chicago' });
await page.setContent('<p>probe</p>');
out.chromium = await page.evaluate(async () => {
  const a = Date.now();
  const p = performance.now();
  await new Promise((r) => setTimeout(r, 500));
  return {
    iso: new Date().toISOString(),
    local: new Date().toString(),
    timer500: { wallMs: Date.now() - a, perfMs: Math.round(performance.now() - p) },
  };
});
const w0 = Date.now();
await page.waitForTimeout(700);
out.playwrightWait700 = Date.now() - w0;
await browser.close();
out.nodeEnd = new Date().toISOString();
console.log(JSON.stringify(out, null, 2));
