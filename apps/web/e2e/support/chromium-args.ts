import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The browser the tests drive: Debian's `chromium-headless-shell`, the same Chromium build as its `chromium` package
 * (Blink, V8, the network stack) without the desktop browser's windows, tabs and profile UI. Playwright runs this
 * shell for headless Chromium by default. The browser tests took 659 CPU-s and 429 s with it against 773 CPU-s and
 * 480 s with `/usr/bin/chromium`, both shards alone (issue 12's note). The binary itself, not the package's
 * `/usr/bin/chromium-headless-shell`: that script runs it without `exec`, leaving a shell between Playwright and the
 * browser. E2E_CHROMIUM=/usr/bin/chromium runs the tests on the full browser.
 */
export const TEST_CHROMIUM = process.env.E2E_CHROMIUM || '/usr/lib/chromium/chromium-headless-shell';

/**
 * Browser UI that the full headless Chromium 156 (E2E_CHROMIUM=/usr/bin/chromium) builds for every window, which a
 * test never sees: the omnibox popup, a WebUI page in a renderer of its own, preloaded each time Playwright opens a
 * context. That renderer cost about 1 CPU-second a context: a new context with its first page took 2.9-3.1 CPU-s
 * with it and 1.8-1.9 without (issue 12's note).
 */
export const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];

/**
 * The features Playwright turns off in Chromium (its chromiumSwitches), read from the playwright-core it runs on.
 * Chromium keeps only the last `--disable-features` switch on its command line, so a list of our own must repeat
 * Playwright's.
 */
export function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  const features = [...(list ?? '').matchAll(/"([A-Za-z0-9_]+)"/g)].map((m) => m[1] as string);
  if (features.length < 5)
    throw new Error("playwright-core's list of disabled Chromium features was not found: see e2e/support/chromium-args.ts");
  return features;
}

/** Every feature the browser tests turn off in Chromium: Playwright's and the unseen browser UI. */
export const disabledFeatures = () => [...playwrightDisabledFeatures(), ...UNSEEN_BROWSER_UI];

/** The one `--disable-features` switch the browser tests launch Chromium with. */
export const disableFeaturesSwitch = () => `--disable-features=${disabledFeatures().join(',')}`;
