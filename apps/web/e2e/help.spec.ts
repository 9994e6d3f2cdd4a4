import type { Browser, Page } from '@playwright/test';
import { z } from 'zod';
import { employee, fixture } from './support/fixture.ts';
import { choose, field } from './support/forms.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { staffCaller } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { signInAsStaff } from './support/ui.ts';

// Help centre (issue 18): an article shared with store owners only is invisible to a cutter (the list, the search
// and its address all leave it out); the owner writes and publishes an article and a cutter finds it by words.

const suffix = Date.now().toString(36);
const idOf = z.object({ res_data: z.object({ id: z.string() }) });

async function person(browser: Browser, slug: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: fixture().baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAsStaff(page, employee(slug).email, fixture().password);
  return page;
}

test.describe.configure({ mode: 'serial' });

test('an article for store owners only is invisible to a cutter, by list, search and address', async ({ browser }) => {
  const owner = await staffCaller(employee('store_owner').email, fixture().password);
  const secret = idOf.parse(
    await owner('HelpArticle/Create', {
      title: `Owner payroll ${suffix}`,
      body: 'Approve the time cards, then run payroll.',
      category: 'getting_started',
      audienceRoles: ['store_owner'],
      published: true,
    }),
  ).res_data.id;
  await owner.dispose();

  const cutter = await person(browser, 'cutter');
  await cutter.getByRole('link', { name: 'Help and support' }).click();
  await expect(cutter.getByRole('heading', { level: 1, name: 'Help and support' })).toBeVisible();
  await cutter.getByLabel('Search help').fill(`payroll ${suffix}`);
  await expect(cutter.getByRole('status').filter({ hasText: /articles?$/ })).toHaveText('0 articles');
  await expect(cutter.getByText('No articles match. Try other words or another category.')).toBeVisible();
  await cutter.goto(`/admin/help-and-support/${secret}`);
  await expect(cutter.getByText('This article does not exist or is not shared with you.')).toBeVisible();
  await expect(cutter.getByRole('heading', { name: `Owner payroll ${suffix}` })).toHaveCount(0);
  await cutter.context().close();
});

test('the owner writes and publishes an article; a cutter finds it by search and reads it', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await person(browser, 'store_owner');
  await owner.getByRole('link', { name: 'Help articles' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Help articles' })).toBeVisible();
  await owner.getByRole('link', { name: 'New article' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();

  // Empty: the shared rules' messages, nothing saved.
  await owner.getByRole('button', { name: 'Save article' }).click();
  await expect(owner.getByText('Title is required')).toBeVisible();
  await expect(owner.getByText('Article text is required')).toBeVisible();

  const title = `Fold towels ${suffix}`;
  await field(owner, 'Title').fill(title);
  await choose(owner, 'Category', 'Front desk');
  await owner.getByLabel('Cutter', { exact: true }).check();
  await owner.getByLabel('Coordinator', { exact: true }).check();
  await field(owner, 'Article text (Markdown)').fill(
    `Fresh towels keep the **stations** ready.\n\n## Steps\n1. Wash warm\n2. Fold in thirds\n\nSee [the calendar](/admin/appointments-calendar) and <script>alert(1)</script>.`,
  );
  const preview = owner.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Steps' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['Wash warm', 'Fold in thirds']);
  await owner.getByLabel('Published (staff can read it)').check();
  expect(await seriousViolations(owner)).toEqual([]);
  await screenshots(owner, 'help-article-form');
  await owner.getByRole('button', { name: 'Save article' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await owner.goto('/admin/article-access-management');
  const row = owner.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Coordinator, Cutter');
  await expect(row).toContainText('Published');
  await screenshots(owner, 'help-article-management');
  await owner.context().close();

  const cutter = await person(browser, 'cutter');
  await cutter.goto('/admin/help-and-support');
  await cutter.getByLabel('Search help').fill(`towels ${suffix} fold`);
  const card = cutter.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await expect(cutter.getByRole('status').filter({ hasText: /articles?$/ })).toHaveText('1 article');
  expect(await seriousViolations(cutter)).toEqual([]);
  await screenshots(cutter, 'help-centre-search');
  await card.click();
  await expect(cutter.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = cutter.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Steps' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'the calendar' })).toHaveAttribute('href', '/admin/appointments-calendar');
  await expect(article).toContainText('<script>alert(1)</script>');
  expect(await seriousViolations(cutter)).toEqual([]);
  await screenshots(cutter, 'help-article');
  await cutter.context().close();
});
