import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { disabledFeatures, TEST_CHROMIUM } from './support/chromium-args.ts';
import { E2E_FULL_MOTION } from './support/paths.ts';
import { expect, test } from './support/test.ts';

// What every browser test gets from support/test.ts besides the Content-Security-Policy check.

test('CSS animations stand still on a test’s pages, a loading ring among them (E2E_MOTION=full keeps them)', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // A ring that spins for ever, styled through a constructed sheet and the CSS object model (the page's policy
  // refuses inline styles).
  const running = await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('@keyframes turn { to { transform: rotate(360deg) } } .ring { animation: turn 1.4s linear infinite }');
    document.adoptedStyleSheets = [sheet, ...document.adoptedStyleSheets];
    const ring = document.createElement('div');
    ring.className = 'ring';
    document.body.append(ring);
    return { animations: ring.getAnimations().length, name: getComputedStyle(ring).animationName };
  });
  expect(running).toEqual(E2E_FULL_MOTION ? { animations: 1, name: 'turn' } : { animations: 0, name: 'none' });
});

test('the tests’ Chromium opens no browser UI of its own, and Playwright’s features stay off beside ours', async ({ browser, page }) => {
  await page.goto('/admin');
  const session = await browser.newBrowserCDPSession();
  // The omnibox popup was a WebUI page ("browser_ui") in a renderer of its own, built for every new context.
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  expect(targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url)).toEqual([]);
  // Every browser Playwright runs here (this test's among them) is the program the tests drive (TEST_CHROMIUM, by file
  // name: /usr/bin/chromium is a script that execs /usr/lib/chromium/chromium), and Chromium keeps the last
  // --disable-features switch only: it must hold Playwright's list and ours. Read off each one's program and command line.
  const browsers = readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .map((pid) => {
      try {
        return { program: readlinkSync(`/proc/${pid}/exe`), args: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') };
      } catch {
        return { program: '', args: [] };
      }
    })
    .filter(({ args }) => args.includes('--remote-debugging-pipe') && !args.some((arg) => arg.startsWith('--type=')));
  expect(browsers.length).toBeGreaterThan(0);
  expect(new Set(browsers.map(({ program }) => path.basename(program)))).toEqual(new Set([path.basename(TEST_CHROMIUM)]));
  const ours = disabledFeatures();
  for (const { args } of browsers) {
    const off = (args.filter((arg) => arg.startsWith('--disable-features=')).at(-1) ?? '').split('=')[1]?.split(',');
    expect(off).toEqual(expect.arrayContaining(ours));
  }
  await session.detach();
});
