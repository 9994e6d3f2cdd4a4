import path from 'node:path';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { SCREENSHOT_DIR } from './paths.ts';

/**
 * axe's serious and critical violations on the page, as a short list a failing assertion can print. It waits for
 * running transitions (a dialog fading in) to end first: mid-fade, text is blended with the page behind it.
 *
 * axe runs in the page itself (put into each frame once per document). @axe-core/playwright's builder did the same
 * work in about four times the time: it opens a blank page for every check to merge the frames' results, about a
 * second each on a quiet machine, and axe ran some 150 times in the browser tests. Only the violations are read, so
 * axe skips working out a selector for every passing node (axe-core API.md, "Performance"); the violations come
 * whole. accessibility.spec.ts checks that it finds a nameless button and faint text.
 */
export async function seriousViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const violations = await page.evaluate(async () => {
    const found = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return found.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map((node) => node.target.join(' ')) }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** One screenshot into e2e/screenshots/<file> when the run asks for them (E2E_SCREENSHOTS=1). */
export async function shot(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (screenshotsWanted) await page.screenshot({ path: path.join(SCREENSHOT_DIR, file), ...options });
}

/**
 * Full-page screenshots at 375 and 1440 px into e2e/screenshots/<name>-<width>.png (and, with `top`, the
 * first screen as <name>-<width>-top.png), then back to the 1280 x 800 the specs work in. They are for people to
 * look at and assert nothing, so only a run that asks for them takes them (E2E_SCREENSHOTS=1, README).
 */
export async function screenshots(page: Page, name: string, { top = false }: { top?: boolean } = {}) {
  if (!screenshotsWanted) return;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    await shot(page, `${name}-${width}.png`, { fullPage: true });
    if (top) await shot(page, `${name}-${width}-top.png`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
