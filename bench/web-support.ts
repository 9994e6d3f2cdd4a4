// Shared by web-bundle.ts and web-lighthouse.ts: build the web app into a private folder, serve it with
// the real server over the e2e fixture (apps/server/src/testing/e2e-server.ts), stop it again.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';

export const repoRoot = path.resolve(import.meta.dirname, '..');
/** BENCH_WEB_ROOT measures another copy of apps/web (node_modules resolved from its parents). */
export const webRoot = process.env.BENCH_WEB_ROOT ?? path.join(repoRoot, 'apps/web');

/** Debian chromium, launched as STACK.md says (no browser download). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The pages of issue 3's benchmark; `ready` must be visible once loaded, else the measurement is void. */
export const PAGES = [
  { name: 'customer landing', path: '/customer', ready: 'h1' },
  { name: 'admin login', path: '/admin', ready: 'input[type="password"]' },
] as const;

/** Rendered bytes of every module in every emitted chunk, by chunk file name (for the attribution). */
export type ChunkModules = Record<string, Record<string, number>>;

/** `vite build` with the app's own config, into `outDir` (never apps/web/dist: others use it). */
export async function buildWeb(outDir: string): Promise<ChunkModules> {
  const chunks: ChunkModules = {};
  const stats: Plugin = {
    name: 'bench-chunk-modules',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = Object.fromEntries(Object.entries(item.modules).map(([id, info]) => [id, info.renderedLength]));
      }
    },
  };
  await build({
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [stats],
  });
  return chunks;
}

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** The real server (e2e fixture: one brand on 127.0.0.1/localhost with two stores) serving `distDir`. */
export async function startServer(distDir: string, port: number): Promise<RunningServer> {
  const fixtureFile = path.join(os.tmpdir(), `salon-bench-web-fixture-${port}.json`);
  rmSync(fixtureFile, { force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/testing/e2e-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), E2E_FIXTURE_FILE: fixtureFile, WEB_DIST_DIR: distDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (!existsSync(fixtureFile)) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  JSON.parse(readFileSync(fixtureFile, 'utf8'));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { baseURL, stop };
}

export function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.includes('AMD') ? 'AMD EPYC' : (cpus[0]?.model ?? 'unknown CPU');
  return `${cpus.length} cores (${model}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, Linux ${os.release()}`;
}
