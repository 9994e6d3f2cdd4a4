// Help centre (issue 18): HelpArticle/Search, GetById, Create, Update. Articles are the tenant's; each names the
// staff roles that may read it (none named: every member of staff).
import { z } from 'zod';
import { ROLE_SLUGS } from '../rbac/roles.ts';
import { text } from '../validation/text.ts';

export const HELP_CATEGORIES = ['getting_started', 'front_desk', 'appointments', 'cash_drawer', 'time_clock', 'online_booking'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];
export const HELP_CATEGORY_LABELS: Record<HelpCategory, string> = {
  getting_started: 'Getting started',
  front_desk: 'Front desk',
  appointments: 'Appointments',
  cash_drawer: 'Cash drawer',
  time_clock: 'Time clock',
  online_booking: 'Online booking',
};

/** Staff roles an article can be shown to (customers read no staff articles). */
export const HELP_AUDIENCE_ROLES = ROLE_SLUGS.filter((slug) => slug !== 'customer' && slug !== 'super_admin');
export type HelpAudienceRole = (typeof HELP_AUDIENCE_ROLES)[number];

export const isHelpAudienceRole = (slug: string): slug is HelpAudienceRole => (HELP_AUDIENCE_ROLES as readonly string[]).includes(slug);

export const HELP_TITLE_MAX = 120;
export const HELP_BODY_MAX = 20_000;

export const helpArticleInputSchema = z.object({
  title: text({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(HELP_TITLE_MAX, `Title must be at most ${HELP_TITLE_MAX} characters`),
  body: text({ error: 'Article text is required' })
    .trim()
    .min(1, 'Article text is required')
    .max(HELP_BODY_MAX, `Article text must be at most ${HELP_BODY_MAX.toLocaleString('en-US')} characters`),
  category: z.enum(HELP_CATEGORIES, { error: 'Choose a category' }),
  /** Empty: every member of staff may read it. */
  audienceRoles: z
    .array(z.enum(HELP_AUDIENCE_ROLES as [HelpAudienceRole, ...HelpAudienceRole[]], { error: 'Choose a staff role' }))
    .max(HELP_AUDIENCE_ROLES.length)
    .transform((roles) => [...new Set(roles)].sort()),
  published: z.boolean({ error: 'Published must be true or false' }),
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;

export const helpArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  category: z.enum(HELP_CATEGORIES),
  audienceRoles: z.array(z.string()),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpArticleSummarySchema = helpArticleSchema.omit({ body: true }).extend({
  /** The first words of the body, plain text. */
  excerpt: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticleSearchSchema = z.object({
  /** Words; an article matches when its title or text holds every word. */
  search: text().trim().max(200, 'Search must be at most 200 characters').optional(),
  category: z.enum(HELP_CATEGORIES, { error: 'Unknown category' }).optional(),
});
export type HelpArticleSearch = z.infer<typeof helpArticleSearchSchema>;

export const helpArticleSearchResultSchema = z.object({
  items: z.array(helpArticleSummarySchema),
  /** True when the caller manages articles (drafts and every audience are listed). */
  canManage: z.boolean(),
});
export type HelpArticleSearchResult = z.infer<typeof helpArticleSearchResultSchema>;

/** Words of a search, lower-cased, at most eight (each must appear). */
export function searchWords(search: string | undefined): string[] {
  return [
    ...new Set(
      (search ?? '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}']+/u)
        .filter((w) => w.length > 0),
    ),
  ].slice(0, 8);
}

/** Plain-text excerpt of Markdown: marks dropped, whitespace folded, cut at a word near `max`. */
export function markdownExcerpt(body: string, max = 160): string {
  const plain = body
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#+\s*/gm, '')
    .replace(/^\s*(?:[-*]|\d+\.)\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : max)}…`;
}
