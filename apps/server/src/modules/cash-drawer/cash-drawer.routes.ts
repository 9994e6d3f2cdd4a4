import {
  cashDrawerCloseSchema,
  cashDrawerDetailSchema,
  cashDrawerOpenSchema,
  cashHistoryResultSchema,
  cashHistorySchema,
  cashMovementSchema,
  cashRegisterCreateSchema,
  cashRegisterListSchema,
  cashRegisterSchema,
  cashStoreQuerySchema,
  cashVoidSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createRegister, drawerHistory, getDrawer, listRegisters, openDrawer } from './cash-drawer.service.ts';
import { closeDrawer, recordManualMovement, voidTransaction } from './cash-movements.service.ts';

const tags = ['CashDrawer'];
const errors = { '4xx': errorBodySchema };
/** Anyone with a cash drawer flag may see the store's registers and drawers. */
const ANY_CASH = ['open_cash_drawer', 'close_cash_drawer', 'withdraw_cash', 'void_transactions', 'see_transactions', 'see_activities'];

/** The cash drawer (docs/ledgers-api.md): /admin/store/cash-drawer. Checkout records cash through cash-ledger.ts. */
export const cashDrawerRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Registers',
    {
      config: { auth: 'admin', flags: ANY_CASH },
      schema: {
        tags,
        summary: "A store's registers (Register 1 is made on first use), each with its open drawer and expected cash",
        querystring: cashStoreQuerySchema,
        response: { 200: okEnvelope(cashRegisterListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await listRegisters(ctx.db, request.actor!, request.query.storeId) }),
  );

  app.post(
    '/Registers',
    {
      config: { auth: 'admin', flags: ['open_cash_drawer'] },
      schema: {
        tags,
        summary: 'Names another register of a store; 409 when the store already has one of that name',
        body: cashRegisterCreateSchema,
        response: { 201: okEnvelope(cashRegisterSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createRegister(ctx.db, request.actor!, request.body, request.id) }),
  );

  app.post(
    '/Open',
    {
      config: { auth: 'admin', flags: ['open_cash_drawer'] },
      schema: {
        tags,
        summary: 'Opens a drawer of a register with a float counted by denomination; 409 naming who opened it when it is already open',
        body: cashDrawerOpenSchema,
        response: { 201: okEnvelope(cashDrawerDetailSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await openDrawer(ctx.db, request.actor!, request.body, request.id) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: ANY_CASH },
      schema: {
        tags,
        summary: 'A drawer with its expected cash; transactions with see_transactions, activities with see_activities',
        params: idParamsSchema,
        response: { 200: okEnvelope(cashDrawerDetailSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getDrawer(ctx.db, request.actor!, request.params.id) }),
  );

  app.post(
    '/Withdraw/:id',
    {
      config: { auth: 'admin', flags: ['withdraw_cash'] },
      schema: {
        tags,
        summary: 'Takes cash out of an open drawer (a reason is required; never more than the drawer should hold)',
        params: idParamsSchema,
        body: cashMovementSchema,
        response: { 200: okEnvelope(cashDrawerDetailSchema), ...errors },
      },
    },
    async (request) => ({
      res_data: await recordManualMovement(ctx.db, request.actor!, request.params.id, 'withdrawal', request.body, request.id),
    }),
  );

  app.post(
    '/PayIn/:id',
    {
      config: { auth: 'admin', flags: ['withdraw_cash', 'open_cash_drawer'] },
      schema: {
        tags,
        summary: 'Puts cash into an open drawer (e.g. change from the bank), with a reason',
        params: idParamsSchema,
        body: cashMovementSchema,
        response: { 200: okEnvelope(cashDrawerDetailSchema), ...errors },
      },
    },
    async (request) => ({
      res_data: await recordManualMovement(ctx.db, request.actor!, request.params.id, 'pay_in', request.body, request.id),
    }),
  );

  app.post(
    '/VoidTransaction/:id',
    {
      config: { auth: 'admin', flags: ['void_transactions'] },
      schema: {
        tags,
        summary: 'Voids a transaction of an open drawer (reason required): kept with who and when, left out of the expected cash',
        params: idParamsSchema,
        body: cashVoidSchema,
        response: { 200: okEnvelope(cashDrawerDetailSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await voidTransaction(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.post(
    '/Close/:id',
    {
      config: { auth: 'admin', flags: ['close_cash_drawer'] },
      schema: {
        tags,
        summary: 'Closes a drawer with a count by denomination; keeps expected, counted and the difference (over or short)',
        params: idParamsSchema,
        body: cashDrawerCloseSchema,
        response: { 200: okEnvelope(cashDrawerDetailSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await closeDrawer(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.post(
    '/History',
    {
      config: { auth: 'admin', flags: ['see_transactions', 'close_cash_drawer'] },
      schema: {
        tags,
        summary: "A store's closed drawers, newest first, with expected, counted and over/short",
        body: cashHistorySchema,
        response: { 200: okEnvelope(cashHistoryResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await drawerHistory(ctx.db, request.actor!, request.body) }),
  );
};
