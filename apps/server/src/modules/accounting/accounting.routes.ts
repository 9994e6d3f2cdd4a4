import {
  connectCompleteSchema,
  connectStartSchema,
  emptyBodySchema,
  errorBodySchema,
  exportFileQuerySchema,
  exportInputSchema,
  exportListQuerySchema,
  exportListSchema,
  exportSchema,
  glAccountsSchema,
  groupableStoreListSchema,
  glMappingsInputSchema,
  idParamsSchema,
  okEnvelope,
  storeGroupInputSchema,
  storeGroupListSchema,
  storeGroupSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { chartOfAccounts, completeConnect, disconnect, startConnect } from './connection.service.ts';
import { exportFile, getExport, listExports, startExport } from './export.service.ts';
import {
  createGroup,
  getGroup,
  getMappings,
  groupableStores,
  listGroups,
  saveMappings,
  serviceCategoriesOf,
  updateGroup,
} from './store-groups.service.ts';

const tags = ['Accounting'];
const errors = { '4xx': errorBodySchema };
const config = { auth: 'admin' as const, flags: ['accounting_module'] };
/** The accountant role (accounting_exports) picks a group, runs exports and downloads them; nothing else here. */
const exportsConfig = { auth: 'admin' as const, flags: ['accounting_module', 'accounting_exports'] };

/** Store groups, GL accounts, the QuickBooks Online connection and exports (/admin/accounting/*, export-to-qb). */
export const accountingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/StoreGroups',
    {
      config: exportsConfig,
      schema: {
        tags,
        summary: 'Store groups with their stores and connection',
        response: { 200: okEnvelope(storeGroupListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await listGroups(ctx.db, request.actor!) }),
  );
  app.get(
    '/StoreGroups/:id',
    {
      config: exportsConfig,
      schema: { tags, summary: 'One store group', params: idParamsSchema, response: { 200: okEnvelope(storeGroupSchema), ...errors } },
    },
    async (request) => ({ res_data: await getGroup(ctx.db, request.actor!, request.params.id) }),
  );
  app.get(
    '/Stores',
    {
      config,
      schema: {
        tags,
        summary: 'The stores the person may put in a store group (without needing the store list flags)',
        response: { 200: okEnvelope(groupableStoreListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await withTenant(ctx.db, request.actor!.tenantId, (tx) => groupableStores(tx, request.actor!)) }),
  );
  app.post(
    '/StoreGroups',
    {
      config,
      schema: {
        tags,
        summary: 'Creates a store group (one QuickBooks company) with its stores',
        body: storeGroupInputSchema,
        response: { 201: okEnvelope(storeGroupSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createGroup(ctx.db, request.actor!, request.body, request.id) }),
  );
  app.put(
    '/StoreGroups/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Renames a store group and sets its stores',
        params: idParamsSchema,
        body: storeGroupInputSchema,
        response: { 200: okEnvelope(storeGroupSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await updateGroup(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.get(
    '/GlAccounts/:id',
    {
      config,
      schema: {
        tags,
        summary: "The group's account per posting category and the connected company's chart",
        params: idParamsSchema,
        response: { 200: okEnvelope(glAccountsSchema), ...errors },
      },
    },
    async (request) => {
      const actor = request.actor!;
      const { mappings, serviceCategories } = await withTenant(ctx.db, actor.tenantId, async (tx) => ({
        mappings: await getMappings(tx, actor, request.params.id),
        serviceCategories: await serviceCategoriesOf(tx, actor.tenantId),
      }));
      return { res_data: { mappings, serviceCategories, chart: await chartOfAccounts(ctx, actor, request.params.id) } };
    },
  );
  app.put(
    '/GlAccounts/:id',
    {
      config,
      schema: {
        tags,
        summary: "Sets the group's account per posting category",
        params: idParamsSchema,
        body: glMappingsInputSchema,
        response: { 200: okEnvelope(glAccountsSchema), ...errors },
      },
    },
    async (request) => {
      const actor = request.actor!;
      const mappings = await saveMappings(ctx.db, actor, request.params.id, request.body, request.id);
      const serviceCategories = await withTenant(ctx.db, actor.tenantId, (tx) => serviceCategoriesOf(tx, actor.tenantId));
      return { res_data: { mappings, serviceCategories, chart: null } };
    },
  );

  app.post(
    '/Connect/:id',
    {
      config,
      schema: {
        tags,
        summary: "Starts connecting the group to QuickBooks Online: Intuit's authorization address",
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 200: okEnvelope(connectStartSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await startConnect(ctx, request.actor!, request.params.id, request.id) }),
  );
  app.post(
    '/CompleteConnection',
    {
      config,
      schema: {
        tags,
        summary: "Completes the connection from Intuit's redirect (code, realmId, state)",
        body: connectCompleteSchema,
        response: { 200: okEnvelope(storeGroupSchema), ...errors },
      },
    },
    async (request) => {
      const groupId = await completeConnect(ctx, request.actor!, request.body, request.id);
      return { res_data: await getGroup(ctx.db, request.actor!, groupId) };
    },
  );
  app.post(
    '/Disconnect/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Revokes and forgets the QuickBooks tokens of the group',
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 200: okEnvelope(storeGroupSchema), ...errors },
      },
    },
    async (request) => {
      await disconnect(ctx, request.actor!, request.params.id, request.id);
      return { res_data: await getGroup(ctx.db, request.actor!, request.params.id) };
    },
  );

  app.post(
    '/Export/:id',
    {
      config: exportsConfig,
      schema: {
        tags,
        summary: "Starts an export of the group's days from..to (a background job through the stages)",
        params: idParamsSchema,
        body: exportInputSchema,
        response: { 201: okEnvelope(exportSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ res_data: await startExport(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );
  app.get(
    '/Exports',
    {
      config: exportsConfig,
      schema: {
        tags,
        summary: 'Export history (newest first)',
        querystring: exportListQuerySchema,
        response: { 200: okEnvelope(exportListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await listExports(ctx.db, request.actor!, request.query.groupId) }),
  );
  app.get(
    '/Exports/:id',
    {
      config: exportsConfig,
      schema: {
        tags,
        summary: 'One export with its stages',
        params: idParamsSchema,
        response: { 200: okEnvelope(exportSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getExport(ctx.db, request.actor!, request.params.id) }),
  );
  app.get(
    '/ExportFile/:id',
    {
      config: exportsConfig,
      schema: {
        tags,
        summary: "The export's journal entries as QuickBooks Online import CSV or QuickBooks Desktop IIF",
        params: idParamsSchema,
        querystring: exportFileQuerySchema,
        response: { 200: z.unknown().describe('text/csv or IIF'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportFile(ctx.db, request.actor!, request.params.id, request.query.format);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
};
