import { intuitEndpoints } from '../../platform/accounting/intuit-client.ts';
import { configGroupSchemas, type ConfigFetchGroup, type ConfigFetchResult, type ConfigGroupValues, type WebEnv } from '@salon/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { gatewayEnv } from '../../platform/payments/create-gateway.ts';
import type { Db, Tx } from '../../db/client.ts';
import { configGroups, roles } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { CONFIG_DEFAULTS, type StaticGroup } from './config-defaults.ts';

export interface ConfigDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** Whose config is asked for: the tenant (none on an unknown domain) and whether a staff member asks. */
export interface ConfigScope {
  tenantId: string | null;
  staff: boolean;
}

const isStatic = (group: ConfigFetchGroup): group is StaticGroup => group in CONFIG_DEFAULTS;

/**
 * Answers each requested group: environment_config from the server's configuration, roles from the
 * tenant's role table (staff only; others get an empty list), every other group from the tenant's
 * override in config_groups when it has one, else from the defaults in code.
 */
export async function fetchConfig(
  deps: ConfigDeps,
  scope: ConfigScope,
  requested: readonly ConfigFetchGroup[],
): Promise<ConfigFetchResult> {
  const groups = [...new Set(requested)];
  const staticGroups = groups.filter(isStatic);
  const tenantId = scope.tenantId;
  const { overrides, roleRows } = tenantId
    ? await withTenant(deps.db, tenantId, async (tx) => ({
        overrides: staticGroups.length
          ? await tx
              .select({ groupKey: configGroups.groupKey, value: configGroups.value })
              .from(configGroups)
              .where(and(eq(configGroups.tenantId, tenantId), inArray(configGroups.groupKey, staticGroups)))
          : [],
        roleRows:
          scope.staff && groups.includes('roles')
            ? await tx
                .select({ id: roles.id, slug: roles.slug, name: roles.name })
                .from(roles)
                .where(eq(roles.tenantId, tenantId))
                .orderBy(asc(roles.name))
            : [],
      }))
    : { overrides: [], roleRows: [] };

  const result: Record<string, unknown> = {};
  for (const group of groups) {
    if (group === 'environment_config') result[group] = environmentConfig(deps.config);
    else if (group === 'roles') result[group] = roleRows;
    else result[group] = overrideOrDefault(deps, group, overrides.find((o) => o.groupKey === group)?.value);
  }
  return result as ConfigFetchResult;
}

export function environmentConfig(config: Config): ConfigGroupValues['environment_config'] {
  return { heapAppId: config.HEAP_APP_ID ?? null, sessionPollingSeconds: config.SESSION_POLLING_SECONDS };
}

/** A stored override that no longer matches the group's shape is ignored (and logged), never sent. */
function overrideOrDefault(deps: ConfigDeps, group: StaticGroup, stored: unknown) {
  if (stored === undefined) return CONFIG_DEFAULTS[group];
  const parsed = configGroupSchemas[group].safeParse(stored);
  if (parsed.success) return parsed.data;
  deps.log.warn({ group }, 'config_groups override does not match the group shape; using the default');
  return CONFIG_DEFAULTS[group];
}

/** One group as the tenant sees it, read inside the caller's transaction: its stored override, else the default. */
export async function readConfigGroup<G extends StaticGroup>(tx: Tx, tenantId: string, group: G): Promise<ConfigGroupValues[G]> {
  const [row] = await tx
    .select({ value: configGroups.value })
    .from(configGroups)
    .where(and(eq(configGroups.tenantId, tenantId), eq(configGroups.groupKey, group)));
  const parsed = row ? configGroupSchemas[group].safeParse(row.value) : null;
  return (parsed?.success ? parsed.data : CONFIG_DEFAULTS[group]) as ConfigGroupValues[G];
}

/** Serialises read-modify-write of one tenant's group until the transaction ends (two edits of different parts both land). */
export async function lockConfigGroup(tx: Tx, tenantId: string, group: StaticGroup): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`config_groups:${tenantId}:${group}`}, 0))`);
}

/** Replaces a tenant's whole group (checked against the group's shape) inside the caller's transaction. */
export async function saveConfigGroup<G extends StaticGroup>(
  tx: Tx,
  tenantId: string,
  group: G,
  value: ConfigGroupValues[G],
): Promise<void> {
  const checked = configGroupSchemas[group].parse(value);
  await tx
    .insert(configGroups)
    .values({ tenantId, groupKey: group, value: checked })
    .onConflictDoUpdate({ target: [configGroups.tenantId, configGroups.groupKey], set: { value: checked, updatedAt: new Date() } });
}

/** GET /api/getEnv. The API is served from the same origin, so its base is relative. */
export function webEnv(config: Config): WebEnv {
  const accounting = intuitEndpoints(config);
  return {
    apiBaseUrl: '/api',
    syncDomain: new URL(config.PUBLIC_URL).host,
    // QuickBooks Online: Intuit's authorization address (or the local fake's) and where it sends the person back.
    accountingConnectUrl: accounting?.authorizeUrl ?? null,
    accountingRedirectUrl: accounting?.redirectUri ?? null,
    tagManagerId: config.TAG_MANAGER_ID ?? null,
    analyticsAppId: config.HEAP_APP_ID ?? null,
    paymentGateway: gatewayEnv(config),
  };
}
