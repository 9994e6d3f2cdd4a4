import { sessionSchema } from '@salon/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/api-slice.ts';
import { apiRequest, whileChangingIdentity } from '../../api/client.ts';
import { broadcastSessionChange } from '../../api/session-events.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { writeStorage } from '../../app/storage.ts';
import { useSession } from '../session/session-context.ts';

/**
 * Assume role and return: the server answers the new session; its token replaces the stored one,
 * cached data of the other identity is dropped, and the session (navigation, flags) is reloaded.
 */
export function useAssumeRole() {
  const { update } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const swap = useCallback(
    async (path: string, then: string) => {
      const session = await apiRequest({ path, method: 'POST', body: {}, brandScoped: false }, sessionSchema);
      // Until the new identity's page is open, the page being left (refetching as the new identity) may be refused:
      // that refusal must not take the person to "Not authorised" after they have arrived.
      await whileChangingIdentity(async () => {
        writeStorage('accessToken', session.accessToken);
        dispatch(api.util.resetApiState());
        await update();
        broadcastSessionChange('session');
        await navigate(then);
      });
    },
    [dispatch, update, navigate],
  );

  return {
    assume: (employeeId: string) => swap(`Employee/AssumeRole/${employeeId}`, '/admin/dashboard'),
    returnToSelf: (employeeId: string) => swap('Employee/ReturnFromAssumedRole', `/admin/employees/${employeeId}`),
  };
}
