import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { E2E_BASE_URL } from './paths.ts';

/** Where the test serves its page: on the server's own origin, so the client's relative /api/auth calls reach it. */
export const NEXT_AUTH_PAGE = `${E2E_BASE_URL}/__e2e__/next-auth.html`;
const SCRIPT_URL = `${E2E_BASE_URL}/__e2e__/next-auth.js`;

let bundle: Promise<string> | undefined;

/** The real `next-auth/react` client, bundled for the browser as a Next.js app would ship it. */
function nextAuthBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [path.join(import.meta.dirname, 'next-auth-client.entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    // Next.js inlines process.env at build time; without NEXTAUTH_URL the client calls /api/auth on its own origin.
    define: { 'process.env': '{}', 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  }).then((result) => result.outputFiles[0].text);
  return bundle;
}

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>next-auth client</title>
<script src="${SCRIPT_URL}"></script></head><body><h1>next-auth client</h1></body></html>`;

/**
 * Serves the test page and its script from the test (everything else, /api/auth included, goes to the
 * real server), then opens the page.
 */
export async function openNextAuthPage(page: Page): Promise<void> {
  const script = await nextAuthBundle();
  await page.route(NEXT_AUTH_PAGE, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: HTML }));
  await page.route(SCRIPT_URL, (route) => route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: script }));
  await page.goto(NEXT_AUTH_PAGE);
  await page.waitForFunction(() => 'nextAuth' in window);
}
