// Reads the keys of the public schema from the catalogue and lists what would stop the schema from
// distributing by tenant_id on Citus (docs/scale-out.md). Used by distribution.test.ts on both drivers.
import type { RawSql } from './client.ts';
import { GLOBAL_LOOKUPS, GLOBAL_TABLES } from './global-tables.ts';

export interface Catalogue {
  /** Every ordinary table of the public schema, and whether it has a tenant_id column. */
  tables: Map<string, { hasTenantId: boolean }>;
  /** Primary keys, unique constraints and unique indexes (partial and expression ones too). */
  uniques: { table: string; name: string; primary: boolean; columns: string[] }[];
  /** Exclusion constraints: each column with its operator (expressions as '(expr)'). */
  exclusions: { table: string; name: string; columns: string[]; operators: string[] }[];
  foreignKeys: {
    table: string;
    name: string;
    target: string;
    /** referencing=referenced column pairs, in key order. */
    pairs: string[];
    /** ON DELETE SET NULL / SET DEFAULT: the columns it sets (all of the key when the list is empty). */
    deleteSets: string[] | null;
  }[];
}

const TABLES = `select c.relname as table, exists (select 1 from pg_attribute a where a.attrelid = c.oid
    and a.attname = 'tenant_id' and not a.attisdropped) as has_tenant_id
  from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')`;

const KEY_COLUMNS = (keys: string, rel: string) => `array(select coalesce(a.attname::text, '(expr)')
    from unnest(${keys}) with ordinality k(attnum, n)
    left join pg_attribute a on a.attrelid = ${rel} and a.attnum = k.attnum order by k.n)`;

const UNIQUES = `select t.relname as table, i.relname as name, x.indisprimary as primary,
    ${KEY_COLUMNS('x.indkey[0:x.indnkeyatts - 1]', 't.oid')} as columns
  from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
  where t.relnamespace = 'public'::regnamespace and x.indisunique`;

const EXCLUSIONS = `select c.conrelid::regclass::text as table, c.conname as name,
    ${KEY_COLUMNS('c.conkey', 'c.conrelid')} as columns,
    array(select o.oprname::text from unnest(c.conexclop) with ordinality e(op, n) join pg_operator o on o.oid = e.op order by e.n) as operators
  from pg_constraint c where c.connamespace = 'public'::regnamespace and c.contype = 'x'`;

const FOREIGN_KEYS = `select c.conrelid::regclass::text as table, c.conname as name, c.confrelid::regclass::text as target,
    array(select a.attname || '=' || b.attname from unnest(c.conkey, c.confkey) with ordinality k(col, ref, n)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col
      join pg_attribute b on b.attrelid = c.confrelid and b.attnum = k.ref order by k.n) as pairs,
    case when c.confdeltype in ('n', 'd') then
      ${KEY_COLUMNS("coalesce(nullif(c.confdelsetcols, '{}'), c.conkey)", 'c.conrelid')} end as delete_sets
  from pg_constraint c where c.connamespace = 'public'::regnamespace and c.contype = 'f'`;

export async function readCatalogue(raw: RawSql): Promise<Catalogue> {
  const [tables, uniques, exclusions, fks] = [await raw(TABLES), await raw(UNIQUES), await raw(EXCLUSIONS), await raw(FOREIGN_KEYS)];
  return {
    tables: new Map(tables.rows.map((r) => [String(r.table), { hasTenantId: Boolean(r.has_tenant_id) }])),
    uniques: uniques.rows.map((r) => ({
      table: String(r.table),
      name: String(r.name),
      primary: Boolean(r.primary),
      columns: r.columns as string[],
    })),
    exclusions: exclusions.rows.map((r) => ({
      table: String(r.table),
      name: String(r.name),
      columns: r.columns as string[],
      operators: r.operators as string[],
    })),
    foreignKeys: fks.rows.map((r) => ({
      table: String(r.table),
      name: String(r.name),
      target: String(r.target),
      pairs: r.pairs as string[],
      deleteSets: (r.delete_sets as string[] | null) ?? null,
    })),
  };
}

/** Every key that keeps a tenant table from distributing by tenant_id, as one sentence each. */
export function distributionViolations(cat: Catalogue): string[] {
  const out: string[] = [];
  const isTenant = (table: string) => cat.tables.get(table)?.hasTenantId === true;
  for (const [table, { hasTenantId }] of cat.tables) {
    if (!hasTenantId && !GLOBAL_TABLES[table]) out.push(`${table} has no tenant_id and is not on the global list (global-tables.ts)`);
    if (hasTenantId && GLOBAL_TABLES[table]) out.push(`${table} is on the global list but has a tenant_id column`);
    if (hasTenantId && !cat.uniques.some((u) => u.table === table && u.primary)) out.push(`${table} has no primary key`);
  }
  for (const name of [...Object.keys(GLOBAL_TABLES), ...Object.keys(GLOBAL_LOOKUPS)])
    if (!cat.tables.has(name)) out.push(`${name} is on the global list but is not in the database`);
  for (const u of cat.uniques) {
    if (!isTenant(u.table) || u.columns[0] === 'tenant_id') continue;
    if (GLOBAL_LOOKUPS[u.table]?.index === u.name) continue;
    const what = u.primary ? 'primary key' : 'unique index';
    out.push(`${u.table}: ${what} ${u.name} (${u.columns.join(', ')}) does not lead with tenant_id`);
  }
  for (const x of cat.exclusions) {
    if (!isTenant(x.table)) continue;
    const at = x.columns.indexOf('tenant_id');
    if (at < 0 || x.operators[at] !== '=') out.push(`${x.table}: exclusion constraint ${x.name} lacks "tenant_id WITH ="`);
  }
  for (const fk of cat.foreignKeys) {
    if (!isTenant(fk.table) || !isTenant(fk.target)) continue;
    if (!fk.pairs.includes('tenant_id=tenant_id'))
      out.push(`${fk.table}: foreign key ${fk.name} (${fk.pairs.join(', ')}) to ${fk.target} does not carry tenant_id`);
    else if (fk.deleteSets?.includes('tenant_id'))
      out.push(`${fk.table}: foreign key ${fk.name} would set tenant_id on delete; write ON DELETE SET NULL (<column>)`);
  }
  return out;
}

export type Placement = 'reference' | 'distributed' | 'coordinator' | 'local';

/**
 * The Citus placement written in docs/scale-out.md, in order: create_reference_table('t'),
 * create_distributed_table('t', 'tenant_id', ...), citus_add_local_table_to_metadata('t'), and a
 * `-- stays local: a, b` comment for plain coordinator tables.
 */
export function parseCitusPlan(doc: string): { table: string; placement: Placement }[] {
  const plan: { table: string; placement: Placement }[] = [];
  const pattern =
    /create_reference_table\('(\w+)'\)|create_distributed_table\('(\w+)', 'tenant_id'|citus_add_local_table_to_metadata\('(\w+)'\)|-- stays local: ([\w, ]+)/g;
  for (const m of doc.matchAll(pattern)) {
    if (m[1]) plan.push({ table: m[1], placement: 'reference' });
    if (m[2]) plan.push({ table: m[2], placement: 'distributed' });
    if (m[3]) plan.push({ table: m[3], placement: 'coordinator' });
    if (m[4]) for (const t of m[4].split(',')) plan.push({ table: t.trim(), placement: 'local' });
  }
  return plan;
}

/** Citus's rules for the plan: every table placed once, referenced tables first, allowed key directions. */
export function citusPlanViolations(cat: Catalogue, plan: { table: string; placement: Placement }[]): string[] {
  const out: string[] = [];
  const at = new Map<string, number>();
  plan.forEach((p, i) => {
    if (at.has(p.table)) out.push(`${p.table} is placed twice`);
    at.set(p.table, i);
    if (!cat.tables.has(p.table)) out.push(`${p.table} is placed but is not in the database`);
    if (p.placement === 'distributed' && (!cat.tables.get(p.table)?.hasTenantId || GLOBAL_LOOKUPS[p.table]))
      out.push(`${p.table} cannot be distributed by tenant_id`);
  });
  for (const table of cat.tables.keys()) if (!at.has(table)) out.push(`${table} has no place in the Citus plan`);
  const allowed: Record<Placement, Placement[]> = {
    distributed: ['distributed', 'reference'],
    reference: ['reference'],
    coordinator: ['reference', 'coordinator', 'local'],
    local: ['local', 'coordinator'],
  };
  for (const fk of cat.foreignKeys) {
    const from = at.get(fk.table);
    const to = at.get(fk.target);
    if (from === undefined || to === undefined || fk.table === fk.target) continue;
    const [a, b] = [plan[from].placement, plan[to].placement];
    if (!allowed[a].includes(b)) out.push(`${fk.name}: a ${a} table cannot reference a ${b} table`);
    if (to > from && a !== 'local') out.push(`${fk.name}: ${fk.target} must be placed before ${fk.table}`);
  }
  return out;
}
