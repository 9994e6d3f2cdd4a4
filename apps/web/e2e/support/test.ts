import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test';
import { E2E_FULL_MOTION } from './paths.ts';

// Every spec imports `test` and `expect` from here: a test fails if any page it opened reported a
// Content-Security-Policy violation (the server's policy: apps/server/src/platform/http/security-headers.ts),
// and CSS animations stand still on every page it opens (stillAnimations).

const BINDING = '__salonCspViolation';

/** Collects the violations of one browser context: the page event, and the console lines Chromium writes. */
async function watchContext(context: BrowserContext, violations: string[]) {
  await context.exposeBinding(BINDING, (_source, text: string) => void violations.push(text));
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || 'page'}:${event.lineNumber})`);
    });
  }, BINDING);
  context.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
}

/**
 * Stops every CSS animation (a loading ring, a progress bar) on the context's pages, unless E2E_MOTION=full. Without
 * a GPU, Chromium composites each frame of a running animation in software: one spinning ring cost 0.9 CPU-seconds
 * a second, and on four specs the browser tests took 235 CPU-seconds with animations and 192 without (issue 12's
 * note). No test looks at motion; the app already drops transitions when asked for reduced motion (themes.ts). A
 * constructed style sheet is used because the server's policy refuses inline styles.
 */
async function stillAnimations(context: BrowserContext) {
  if (E2E_FULL_MOTION) return;
  await context.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { animation: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/** What every context a test uses gets: still animations and the watch for policy violations. */
async function prepareContext(context: BrowserContext, violations: string[]) {
  await stillAnimations(context);
  await watchContext(context, violations);
}

/** Watches the test's own context and every context the test opens with browser.newContext / newPage. */
async function watchBrowser(browser: Browser, violations: string[]): Promise<() => void> {
  const newContext = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext.apply(browser, args);
    await prepareContext(context, violations);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      await prepareContext(context, violations);
      const restore = await watchBrowser(browser, violations);
      try {
        await use(violations);
      } finally {
        restore();
      }
      expect(violations, 'Content-Security-Policy violations on the pages this test opened').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
