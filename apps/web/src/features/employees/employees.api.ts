import {
  type EmployeeCreateBody,
  type EmployeeRecord,
  type EmployeeUpdateBody,
  employeeCreatedSchema,
  employeeListSchema,
  employeeRecordSchema,
  type employeeSearchBodySchema,
  employeeStatusSchema,
  pinSetSchema,
  roleDefinitionSchema,
  sessionSchema,
} from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

type EmployeeSearchInput = z.input<typeof employeeSearchBodySchema>;
export type EmployeeList = z.infer<typeof employeeListSchema>;
export type RoleDefinition = z.infer<typeof roleDefinitionSchema>;

/** Employee calls of docs/organisation-api.md, plus the roles an employee may grant. */
export const employeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchEmployees: build.query<EmployeeList, EmployeeSearchInput>({
      query: (body) => ({ path: 'Employee/Search', method: 'POST', body, brandScoped: false, schema: employeeListSchema }),
      providesTags: ['Employee'],
    }),
    employee: build.query<EmployeeRecord, string>({
      query: (id) => ({ path: `Employee/GetById/${id}`, brandScoped: false, schema: employeeRecordSchema }),
      providesTags: (_result, _error, id) => [{ type: 'Employee', id }],
    }),
    ownProfile: build.query<EmployeeRecord, void>({
      query: () => ({ path: 'Employee/Profile', brandScoped: false, schema: employeeRecordSchema }),
      providesTags: [{ type: 'Employee', id: 'profile' }],
    }),
    createEmployee: build.mutation<z.infer<typeof employeeCreatedSchema>, EmployeeCreateBody>({
      query: (body) => ({ path: 'Employee/Create', method: 'POST', body, brandScoped: false, schema: employeeCreatedSchema }),
      invalidatesTags: ['Employee', 'Store'],
    }),
    updateEmployee: build.mutation<EmployeeRecord, { id: string; body: EmployeeUpdateBody }>({
      query: ({ id, body }) => ({ path: `Employee/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: employeeRecordSchema }),
      invalidatesTags: ['Employee', 'Store'],
    }),
    setEmployeeActive: build.mutation<z.infer<typeof employeeStatusSchema>, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        path: `Employee/Activate/${id}`,
        method: 'PATCH',
        body: { active },
        brandScoped: false,
        schema: employeeStatusSchema,
      }),
      invalidatesTags: ['Employee'],
    }),
    setEmployeePin: build.mutation<z.infer<typeof pinSetSchema>, { id: string; pin: string }>({
      query: ({ id, pin }) => ({ path: `Employee/SetPin/${id}`, method: 'PUT', body: { pin }, brandScoped: false, schema: pinSetSchema }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Employee', id }],
    }),
    /** Roles the employee `id` may grant (their own id while creating someone). */
    grantableRoles: build.query<RoleDefinition[], string>({
      query: (id) => ({ path: `AccessControl/GetCreateRoles/${id}`, brandScoped: false, schema: z.array(roleDefinitionSchema) }),
      providesTags: ['Roles'],
    }),
  }),
});

/** Assume role and return: each answers the new session, whose token replaces the current one. */
export const assumeRoleSessionSchema = sessionSchema;

export const {
  useSearchEmployeesQuery,
  useEmployeeQuery,
  useOwnProfileQuery,
  useCreateEmployeeMutation,
  useUpdateEmployeeMutation,
  useSetEmployeeActiveMutation,
  useSetEmployeePinMutation,
  useGrantableRolesQuery,
} = employeesApi;
