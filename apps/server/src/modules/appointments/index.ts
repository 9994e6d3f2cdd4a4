import type { ModulePlugin } from '../index.ts';
import { appointmentActionRoutes } from './appointment-actions.routes.ts';
import { appointmentRoutes } from './appointments.routes.ts';
import { blockedSlotRoutes, calendarRoutes } from './calendar.routes.ts';
import { standingRoutes } from './standing.routes.ts';

/** Appointments (issue 6): booking, lifecycle, calendar, dashboard, blocked slots, my appointments and .ics. */
export const appointmentsModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(appointmentRoutes, { ctx, prefix: '/api/Appointment' });
  await app.register(appointmentActionRoutes, { ctx, prefix: '/api/Appointment' });
  await app.register(calendarRoutes, { ctx, prefix: '/api/Appointment' });
  await app.register(blockedSlotRoutes, { ctx, prefix: '/api/BlockedSlot' });
  await app.register(standingRoutes, { ctx, prefix: '/api/StandingAppointment' });
};
