import { apiRequest } from '../../api/client.ts';
import type { SessionUser } from '../../api/session-schema.ts';

const CHANGE_PASSWORD_PATH: Record<SessionUser['userType'], string> = {
  admin: 'EmployeeAuth/ChangePassword',
  customer: 'CustomerAuth/ChangePassword',
};

/** Ends the person's other sessions on the server. */
export function changePassword(userType: SessionUser['userType'], oldPassword: string, newPassword: string): Promise<unknown> {
  return apiRequest({
    path: CHANGE_PASSWORD_PATH[userType],
    method: 'POST',
    body: { oldPassword, newPassword },
    brandScoped: userType === 'customer',
  });
}
