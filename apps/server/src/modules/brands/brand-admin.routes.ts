import {
  brandActivateSchema,
  brandDetailSchema,
  brandIdParamsSchema,
  brandListSchema,
  brandSearchSchema,
  brandWizardSchema,
  errorBodySchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { activateBrand, createBrand, getBrand, searchBrands, updateBrand } from './brand-admin.service.ts';

/** Brands area flags (spec section 6); the brand is always one of the caller's tenant. */
const VIEW = ['view_brand', 'edit_brand', 'create_brand', 'brand_admin', 'franchisor'] as const;
const CREATE = ['create_brand'] as const;
const EDIT = ['edit_brand'] as const;
/** Putting a brand's customer site live (or taking it down) is the franchisor's call. */
const ACTIVATE = ['franchisor', 'create_brand'] as const;

const errors = { '4xx': errorBodySchema };
const detail = okEnvelope(brandDetailSchema);

export function brandAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/Brand/Search',
    {
      config: { auth: 'admin', flags: VIEW },
      schema: {
        tags: ['Brand'],
        summary: 'Brands of the tenant by name or domain, filtered by status',
        body: brandSearchSchema,
        response: { 200: okEnvelope(brandListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchBrands(ctx, request.actor!, request.body) }),
  );

  r.get(
    '/api/Brand/GetById/:id',
    {
      config: { auth: 'admin', flags: VIEW },
      schema: {
        tags: ['Brand'],
        summary: 'A brand with every wizard step',
        params: brandIdParamsSchema,
        response: { 200: detail, ...errors },
      },
    },
    async (request) => ({ res_data: await getBrand(ctx, request.actor!, request.params.id) }),
  );

  r.post(
    '/api/Brand/Create',
    {
      config: { auth: 'admin', flags: CREATE },
      schema: {
        tags: ['Brand'],
        summary: 'Create a brand from the whole wizard (starts pending)',
        body: brandWizardSchema,
        response: { 201: detail, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createBrand(ctx, request.actor!, request.body, request.id) }),
  );

  r.put(
    '/api/Brand/Update/:id',
    {
      config: { auth: 'admin', flags: EDIT },
      schema: {
        tags: ['Brand'],
        summary: 'Save the whole brand wizard over a brand',
        params: brandIdParamsSchema,
        body: brandWizardSchema,
        response: { 200: detail, ...errors },
      },
    },
    async (request) => ({ res_data: await updateBrand(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  r.patch(
    '/api/Brand/Activate/:id',
    {
      config: { auth: 'admin', flags: ACTIVATE },
      schema: {
        tags: ['Brand'],
        summary: 'Put a brand live ({ active: true }, the default) or take it down ({ active: false })',
        params: brandIdParamsSchema,
        body: brandActivateSchema,
        response: { 200: detail, ...errors },
      },
    },
    async (request) => ({ res_data: await activateBrand(ctx, request.actor!, request.params.id, request.body.active, request.id) }),
  );
}
