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
