import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { assumeRoleRoutes } from './assume-role.routes.ts';
import { commissionRateRoutes } from './commission-rates.routes.ts';
import { employeeRoutes } from './employees.routes.ts';
import { staffPreferenceRoutes } from './staff-preferences.ts';

/** Employees (/admin/employees): records, the wizard, activation, PINs and assume role. */
export const employeesModule: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  await instance.register(employeeRoutes, { ctx, prefix: '/api/Employee' });
  await instance.register(assumeRoleRoutes, { ctx, prefix: '/api/Employee' });
  await instance.register(commissionRateRoutes, { ctx, prefix: '/api/Employee' });
  await instance.register(staffPreferenceRoutes, { ctx, prefix: '/api/Employee' });
};
