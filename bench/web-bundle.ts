// `npx tsx bench/web-bundle.ts`: the JavaScript each benchmark page really loads (issue 3, goal for the
// customer landing <= 150 KB gzipped). Builds the web app into a private folder, serves it with the real
// server over the e2e fixture, opens each page signed out in Debian chromium (fresh context, no cache),
// and sums `gzip -9` of the body of every JavaScript response the page received before network idle.
// Options: --no-build (reuse the last build), --json FILE (write the figures), --modules N (top N
// module groups per page, the gzip of each chunk shared out by the rendered size of its modules).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type ChunkModules, PAGES, buildWeb, repoRoot, startServer } from './web-support.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const distDir = path.join(os.tmpdir(), 'salon-bench-web-dist');
const statsFile = path.join(distDir, '.chunk-modules.json');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
const TOP = Number(option('--modules') ?? 12);

export interface PageFigures {
  name: string;
  path: string;
  files: { file: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
  groups: { group: string; gzip: number }[];
}

/** node_modules package, shared-package folder or web source folder of a module id. */
function groupOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nodeModules = clean.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) {
    const parts = clean.slice(nodeModules + '/node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    // MUI's pieces are the interesting part of the biggest package.
    if (name === '@mui/material' || name === '@mui/system') return `${name}/${parts[2]?.replace(/\.js$/, '') ?? ''}`;
    return name;
  }
  const relative = path.relative(repoRoot, clean);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return clean.slice(0, 40);
  const parts = relative.split(path.sep);
  if (parts[0] === 'packages') return `@salon/shared/${parts.slice(2, -1).join('/') || parts.at(-1)}`;
  return `web/${parts.slice(2, Math.min(parts.length - 1, 4)).join('/') || parts.at(-1)}`;
}

function attribute(files: PageFigures['files'], chunks: ChunkModules): PageFigures['groups'] {
  const totals = new Map<string, number>();
  for (const file of files) {
    const modules = chunks[file.file.replace(/^\//, '')];
    if (!modules) {
      totals.set(`(unknown) ${file.file}`, (totals.get(`(unknown) ${file.file}`) ?? 0) + file.gzip);
      continue;
    }
    const rendered = Object.values(modules).reduce((sum, n) => sum + n, 0) || 1;
    for (const [id, length] of Object.entries(modules)) {
      const group = groupOf(id);
      totals.set(group, (totals.get(group) ?? 0) + (file.gzip * length) / rendered);
    }
  }
  return [...totals].map(([group, gzip]) => ({ group, gzip })).sort((a, b) => b.gzip - a.gzip);
}

export async function measurePages(baseURL: string, chunks: ChunkModules): Promise<PageFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: PageFigures[] = [];
  try {
    for (const page of PAGES) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const problems: string[] = [];
      tab.on('pageerror', (error) => problems.push(error.message));
      tab.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const pending: Promise<PageFigures['files'][number] | null>[] = [];
      tab.on('response', (response) => {
        const type = response.request().resourceType();
        const url = new URL(response.url());
        if (type !== 'script' && !url.pathname.endsWith('.js')) return;
        pending.push(
          response.body().then(
            (body) => ({ file: url.pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }),
            () => null,
          ),
        );
      });
      await tab.goto(`${baseURL}${page.path}`, { waitUntil: 'networkidle' });
      // A quiet moment can come before the page has rendered (a slow first answer): wait for the page
      // itself, then for the network to settle again.
      try {
        await tab.locator(page.ready).first().waitFor({ state: 'visible', timeout: 15_000 });
      } catch {
        throw new Error(`${page.path} did not render (${page.ready} not visible): ${problems.join('; ') || 'no errors logged'}`);
      }
      await tab.waitForLoadState('networkidle');
      const files = (await Promise.all(pending)).filter((file) => file !== null).sort((a, b) => b.gzip - a.gzip);
      await context.close();
      results.push({
        name: page.name,
        path: page.path,
        files,
        bytes: files.reduce((sum, file) => sum + file.bytes, 0),
        gzip: files.reduce((sum, file) => sum + file.gzip, 0),
        groups: attribute(files, chunks),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function main() {
  let chunks: ChunkModules;
  if (args.includes('--no-build') && existsSync(statsFile)) {
    chunks = JSON.parse(readFileSync(statsFile, 'utf8'));
  } else {
    chunks = await buildWeb(distDir);
    writeFileSync(statsFile, JSON.stringify(chunks));
  }
  const server = await startServer(distDir, PORT);
  let pages: PageFigures[];
  try {
    pages = await measurePages(server.baseURL, chunks);
  } finally {
    await server.stop();
  }
  for (const page of pages) {
    console.log(`\n${page.name} (${page.path}): ${kb(page.gzip)} KB gzipped JS (${kb(page.bytes)} KB raw) in ${page.files.length} files`);
    for (const file of page.files) console.log(`  ${kb(file.gzip).padStart(6)} KB  ${file.file}`);
    console.log('  where the gzipped bytes go (approximate):');
    for (const group of page.groups.slice(0, TOP)) console.log(`  ${kb(group.gzip).padStart(6)} KB  ${group.group}`);
  }
  const json = option('--json');
  if (json) writeFileSync(json, `${JSON.stringify({ date: new Date().toISOString(), pages }, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await main();
}
