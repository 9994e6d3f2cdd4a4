import { type CustomerSearch, type CustomerSearchResult, phoneDigitsOf, UPCOMING_STATUSES, VISITED_STATUSES } from '@salon/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from './customer-admin.service.ts';
import { contactFor, iso, visibleCustomers } from './customer-access.ts';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** `column` starts with `prefix`, as a byte-wise range (text_pattern_ops): leakproof, so an index condition under RLS. */
function startsWith(column: SQL, prefix: string): SQL {
  const last = prefix.charCodeAt(prefix.length - 1);
  const next = `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}`;
  return sql`(${column} ~>=~ ${prefix} and ${column} ~<~ ${next})`;
}

/**
 * The search condition: the start of the full name, last name or email, or the last digits of the phone.
 * Each arm is a range on one stored search column with its btree index, so PostgreSQL answers with a BitmapOr.
 */
export function customerSearchCondition(search: string, alias = 'c'): SQL {
  const c = sql.raw(alias);
  const prefix = search.toLowerCase();
  const arms = [
    startsWith(sql`${c}.search_name`, prefix),
    startsWith(sql`${c}.search_last_name`, prefix),
    startsWith(sql`${c}.search_email`, prefix),
  ];
  const digits = phoneDigitsOf(search);
  if (digits) arms.push(startsWith(sql`${c}.phone_digits_rev`, [...digits].reverse().join('')));
  return sql`(${sql.join(arms, sql` or `)})`;
}

const SORTS: Record<string, SQL> = {
  name: sql`lower(c.last_name) asc, lower(c.first_name) asc`,
  '-name': sql`lower(c.last_name) desc, lower(c.first_name) desc`,
  lastVisit: sql`v.last_visit_at asc nulls first`,
  '-lastVisit': sql`v.last_visit_at desc nulls last`,
  createdAt: sql`c.created_at asc`,
  '-createdAt': sql`c.created_at desc`,
};

interface Row extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  profile_type: 'PRIMARY' | 'LINKED';
  phone_number: string | null;
  email: string | null;
  created_at: Date | string;
  visit_count: number | null;
  last_visit_at: Date | string | null;
  last_tz: string | null;
  next_visit_at: Date | string | null;
  next_tz: string | null;
}

/** /admin/customers: search, filters (store visited, last visit, new or returning, upcoming), sort and page. */
export async function searchCustomers(db: Db, actor: Actor, q: CustomerSearch, now: Date): Promise<CustomerSearchResult> {
  const order = SORTS[q.sort ?? 'name'];
  if (!order) throw invalid({ sort: 'Sort by name, lastVisit or createdAt' });
  return withTenant(db, actor.tenantId, async (tx) => {
    const where: SQL[] = [visibleCustomers(actor), sql`c.merged_into_id is null`];
    if (q.search) where.push(customerSearchCondition(q.search));
    if (q.storeId) {
      const store = await storeOfActor(tx, actor, q.storeId);
      where.push(
        sql`exists (select 1 from appointments a where a.tenant_id = c.tenant_id and a.customer_id = c.id and a.store_id = ${store.id})`,
      );
    }
    const day = 24 * 60 * 60 * 1000;
    if (q.lastVisit === '30d') where.push(sql`v.last_visit_at >= ${new Date(now.getTime() - 30 * day).toISOString()}`);
    if (q.lastVisit === '90d') where.push(sql`v.last_visit_at >= ${new Date(now.getTime() - 90 * day).toISOString()}`);
    if (q.lastVisit === 'over90d') where.push(sql`v.last_visit_at < ${new Date(now.getTime() - 90 * day).toISOString()}`);
    if (q.lastVisit === 'never') where.push(sql`v.last_visit_at is null`);
    if (q.visitor === 'new') where.push(sql`coalesce(v.visit_count, 0) <= 1`);
    if (q.visitor === 'returning') where.push(sql`v.visit_count >= 2`);
    if (q.hasUpcoming !== undefined) where.push(q.hasUpcoming ? sql`u.next_visit_at is not null` : sql`u.next_visit_at is null`);
    const at = now.toISOString();
    const visits = sql`left join lateral (
        select count(*)::int as visit_count, max(a.starts_at) as last_visit_at,
               (array_agg(s.timezone order by a.starts_at desc))[1] as last_tz
        from appointments a join stores s on s.tenant_id = a.tenant_id and s.id = a.store_id
        where a.tenant_id = c.tenant_id and a.customer_id = c.id and a.status in (${list(VISITED_STATUSES)}) and a.starts_at <= ${at}
      ) v on true
      left join lateral (
        select a.starts_at as next_visit_at, s.timezone as next_tz
        from appointments a join stores s on s.tenant_id = a.tenant_id and s.id = a.store_id
        where a.tenant_id = c.tenant_id and a.customer_id = c.id and a.status in (${list(UPCOMING_STATUSES)}) and a.starts_at > ${at}
        order by a.starts_at limit 1
      ) u on true`;
    const columns = sql`c.id, c.first_name, c.last_name, c.profile_type, c.phone_number, c.email, c.created_at,
                 v.visit_count, v.last_visit_at, v.last_tz, u.next_visit_at, u.next_tz`;
    const page = sql`limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
    const filtered = sql`where ${sql.join(where, sql` and `)}`;
    // Visit figures are computed for the page's rows only, unless a filter or the sort needs them for every match.
    const needsVisits = Boolean(q.lastVisit || q.visitor || q.hasUpcoming !== undefined || q.sort?.endsWith('lastVisit'));
    const rows = needsVisits
      ? await queryRows<Row>(tx, sql`select ${columns} from customers c ${visits} ${filtered} order by ${order}, c.id ${page}`)
      : await queryRows<Row>(
          tx,
          sql`select ${columns} from (select c.* from customers c ${filtered} order by ${order}, c.id ${page}) c ${visits}
              order by ${order}, c.id`,
        );
    const [counted] = await queryRows<{ total: number }>(
      tx,
      needsVisits
        ? sql`select count(*)::int as total from customers c ${visits} ${filtered}`
        : sql`select count(*)::int as total from customers c ${filtered}`,
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        profileType: r.profile_type,
        phone: contactFor(actor, r.phone_number, 'phone'),
        email: contactFor(actor, r.email, 'email'),
        visitCount: r.visit_count ?? 0,
        lastVisitAt: iso(r.last_visit_at),
        nextVisitAt: iso(r.next_visit_at),
        timezone: r.last_tz ?? r.next_tz ?? null,
        createdAt: iso(r.created_at) as string,
      })),
      total: counted?.total ?? 0,
      page: q.page,
      pageSize: q.pageSize,
    };
  });
}
