import { type RoleCreateBody, type RoleDetail, type RoleUpdateBody, roleDetailSchema } from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

/** RBAC management calls (docs/organisation-api.md "roles"). */
export const rolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    roles: build.query<RoleDetail[], void>({
      query: () => ({ path: 'Role/List', brandScoped: false, schema: z.array(roleDetailSchema) }),
      providesTags: ['Roles'],
    }),
    createRole: build.mutation<RoleDetail, RoleCreateBody>({
      query: (body) => ({ path: 'Role/Create', method: 'POST', body, brandScoped: false, schema: roleDetailSchema }),
      invalidatesTags: ['Roles'],
    }),
    updateRole: build.mutation<RoleDetail, { id: string; body: RoleUpdateBody }>({
      query: ({ id, body }) => ({ path: `Role/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: roleDetailSchema }),
      invalidatesTags: ['Roles'],
    }),
  }),
});

export const { useRolesQuery, useCreateRoleMutation, useUpdateRoleMutation } = rolesApi;
