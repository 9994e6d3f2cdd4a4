import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test';

// Every spec imports `test` and `expect` from here: a test fails if any page it opened reported a
// Content-Security-Policy violation (the server's policy: apps/server/src/platform/http/security-headers.ts).

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

/** Watches the test's own context and every context the test opens with browser.newContext / newPage. */
async function watchBrowser(browser: Browser, violations: string[]): Promise<() => void> {
  const newContext = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext.apply(browser, args);
    await watchContext(context, violations);
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
      await watchContext(context, violations);
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
