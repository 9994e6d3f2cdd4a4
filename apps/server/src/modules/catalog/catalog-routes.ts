// The six routes every catalog record (service, package, product) answers under its prefix.
import {
  type CatalogActivate,
  type CatalogDeleteResult,
  type CatalogStatusResult,
  catalogActivateSchema,
  catalogDeleteResultSchema,
  catalogStatusResultSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  type PermissionFlag,
} from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';

type IdParams = z.output<typeof idParamsSchema>;

/** Who may call one route (any of `flags`), its OpenAPI summary, and the service call behind it. */
interface CatalogAction<Args extends unknown[], Result> {
  flags: PermissionFlag[];
  summary: string;
  run: (actor: Actor, ...args: Args) => Promise<Result>;
}

/** A catalog record's routes: its OpenAPI tag, its schemas, and one action per route. */
export interface CatalogRoutes<Search extends z.ZodType, Found extends z.ZodType, Detail extends z.ZodType, Wizard extends z.ZodType> {
  tag: string;
  schemas: { search: Search; searchResult: Found; record: Detail; wizard: Wizard };
  search: CatalogAction<[query: z.output<Search>], z.output<Found>>;
  getById: CatalogAction<[id: string], z.output<Detail>>;
  create: CatalogAction<[wizard: z.output<Wizard>, requestId: string], z.output<Detail>>;
  update: CatalogAction<[id: string, wizard: z.output<Wizard>, requestId: string], z.output<Detail>>;
  activate: CatalogAction<[id: string, body: CatalogActivate, requestId: string], CatalogStatusResult>;
  delete: CatalogAction<[id: string, requestId: string], CatalogDeleteResult>;
}

/** Registers Search, GetById, Create (201), Update, Activate and Delete, all admin routes. */
export function registerCatalogRoutes<
  Search extends z.ZodType,
  Found extends z.ZodType,
  Detail extends z.ZodType,
  Wizard extends z.ZodType,
>(app: FastifyInstance, routes: CatalogRoutes<Search, Found, Detail, Wizard>) {
  // The zod type provider cannot resolve schemas that are type parameters, so bodies are typed here by hand;
  // Fastify has validated them against those very schemas before a handler runs.
  const { schemas } = routes;
  const tags = [routes.tag];
  const errors = { '4xx': errorBodySchema };
  const config = ({ flags }: { flags: PermissionFlag[] }) => ({ auth: 'admin' as const, flags });

  app.post(
    '/Search',
    {
      config: config(routes.search),
      schema: {
        tags,
        summary: routes.search.summary,
        body: schemas.search,
        response: { 200: okEnvelope(schemas.searchResult), ...errors },
      },
    },
    async (request) => ({ res_data: await routes.search.run(request.actor!, request.body as z.output<Search>) }),
  );

  app.get<{ Params: IdParams }>(
    '/GetById/:id',
    {
      config: config(routes.getById),
      schema: { tags, summary: routes.getById.summary, params: idParamsSchema, response: { 200: okEnvelope(schemas.record), ...errors } },
    },
    async (request) => ({ res_data: await routes.getById.run(request.actor!, request.params.id) }),
  );

  app.post(
    '/Create',
    {
      config: config(routes.create),
      schema: { tags, summary: routes.create.summary, body: schemas.wizard, response: { 201: okEnvelope(schemas.record), ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send({ res_data: await routes.create.run(request.actor!, request.body as z.output<Wizard>, request.id) }),
  );

  app.put<{ Params: IdParams }>(
    '/Update/:id',
    {
      config: config(routes.update),
      schema: {
        tags,
        summary: routes.update.summary,
        params: idParamsSchema,
        body: schemas.wizard,
        response: { 200: okEnvelope(schemas.record), ...errors },
      },
    },
    async (request) => ({
      res_data: await routes.update.run(request.actor!, request.params.id, request.body as z.output<Wizard>, request.id),
    }),
  );

  app.patch<{ Params: IdParams; Body: CatalogActivate }>(
    '/Activate/:id',
    {
      config: config(routes.activate),
      schema: {
        tags,
        summary: routes.activate.summary,
        params: idParamsSchema,
        body: catalogActivateSchema,
        response: { 200: okEnvelope(catalogStatusResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await routes.activate.run(request.actor!, request.params.id, request.body, request.id) }),
  );

  app.delete<{ Params: IdParams }>(
    '/Delete/:id',
    {
      config: config(routes.delete),
      schema: {
        tags,
        summary: routes.delete.summary,
        params: idParamsSchema,
        response: { 200: okEnvelope(catalogDeleteResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await routes.delete.run(request.actor!, request.params.id, request.id) }),
  );
}
