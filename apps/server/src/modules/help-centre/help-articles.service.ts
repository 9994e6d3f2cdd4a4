import {
  type HelpArticle,
  type HelpArticleInput,
  type HelpArticleSearch,
  type HelpArticleSearchResult,
  type HelpCategory,
  hasAccess,
  markdownExcerpt,
  searchWords,
} from '@salon/shared';
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { helpArticles } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';

type Row = typeof helpArticles.$inferSelect;

/** Super admins and holders of manage_help_articles see drafts and every audience. */
export function managesHelp(actor: Actor): boolean {
  return actor.isSuperAdmin || hasAccess(actor.accessControls, ['manage_help_articles']);
}

/** The staff role slugs the actor holds at any store (what an article's audience names). */
function roleSlugs(actor: Actor): string[] {
  return [...new Set(actor.rolesInfo.roles.map((r) => r.slug))];
}

/**
 * What the actor may read, in SQL: the tenant's articles; for readers only published ones whose audience is
 * everyone or shares a role with them. An article outside this answers 404 as if it did not exist.
 */
function readable(actor: Actor): SQL {
  const tenant = eq(helpArticles.tenantId, actor.tenantId);
  if (managesHelp(actor)) return tenant;
  const slugs = roleSlugs(actor);
  const audience = slugs.length
    ? sql`(cardinality(${helpArticles.audienceRoles}) = 0 or ${helpArticles.audienceRoles} && ${sql`array[${sql.join(
        slugs.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[]`})`
    : sql`cardinality(${helpArticles.audienceRoles}) = 0`;
  return and(tenant, eq(helpArticles.published, true), audience) as SQL;
}

function present(row: Row): HelpArticle {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    category: row.category as HelpCategory,
    audienceRoles: row.audienceRoles,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The employee who last saved (a super admin may act in any tenant, where they are no employee). */
const editor = (actor: Actor) => (actor.isSuperAdmin ? null : actor.id);

const escapeLike = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

export async function searchHelpArticles(db: Db, actor: Actor, q: HelpArticleSearch): Promise<HelpArticleSearchResult> {
  const conditions: (SQL | undefined)[] = [readable(actor)];
  if (q.category) conditions.push(eq(helpArticles.category, q.category));
  for (const word of searchWords(q.search)) {
    conditions.push(ilike(sql`${helpArticles.title} || ' ' || ${helpArticles.body}`, escapeLike(word)));
  }
  const rows = await withTenant(db, actor.tenantId, (tx) =>
    tx
      .select()
      .from(helpArticles)
      .where(and(...conditions))
      .orderBy(asc(helpArticles.category), asc(sql`lower(${helpArticles.title})`), asc(helpArticles.id))
      .limit(200),
  );
  return {
    items: rows.map((row) => {
      const { body, ...rest } = present(row);
      return { ...rest, excerpt: markdownExcerpt(body) };
    }),
    canManage: managesHelp(actor),
  };
}

async function articleOf(tx: Tx, actor: Actor, id: string, { forUpdate = false } = {}): Promise<Row> {
  const query = tx
    .select()
    .from(helpArticles)
    .where(and(readable(actor), eq(helpArticles.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Article');
  return row;
}

export async function getHelpArticle(db: Db, actor: Actor, id: string): Promise<HelpArticle> {
  return withTenant(db, actor.tenantId, async (tx) => present(await articleOf(tx, actor, id)));
}

export async function createHelpArticle(db: Db, actor: Actor, input: HelpArticleInput, requestId?: string): Promise<HelpArticle> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const [row] = await tx
      .insert(helpArticles)
      .values({ tenantId: actor.tenantId, ...input, updatedBy: editor(actor) })
      .returning();
    await audit(
      tx,
      actor,
      {
        action: 'help_article.create',
        entityType: 'help_article',
        entityId: row.id,
        details: { title: input.title, published: input.published },
      },
      requestId,
    );
    return present(row);
  });
}

export async function updateHelpArticle(
  db: Db,
  actor: Actor,
  id: string,
  input: HelpArticleInput,
  requestId?: string,
): Promise<HelpArticle> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const before = await articleOf(tx, actor, id, { forUpdate: true });
    const [row] = await tx
      .update(helpArticles)
      .set({ ...input, updatedAt: new Date(), updatedBy: editor(actor) })
      .where(and(eq(helpArticles.tenantId, actor.tenantId), eq(helpArticles.id, id)))
      .returning();
    const changed: string[] = (['title', 'body', 'category', 'published'] as const).filter((k) => before[k] !== input[k]);
    if (before.audienceRoles.join() !== input.audienceRoles.join()) changed.push('audienceRoles');
    await audit(
      tx,
      actor,
      { action: 'help_article.update', entityType: 'help_article', entityId: id, details: { changed, published: input.published } },
      requestId,
    );
    return present(row);
  });
}
