import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/api-slice.ts';
import { signOut } from '../../api/auth-client.ts';
import { apiRequest } from '../../api/client.ts';
import type { SessionUser } from '../../api/session-schema.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { readStorage, removeStorage } from '../../app/storage.ts';
import { sessionEnded } from './auth-slice.ts';

const LOGOUT_PATH: Record<SessionUser['userType'], string> = {
  admin: 'EmployeeAuth/Logout',
  customer: 'CustomerAuth/Logout',
};

/**
 * Employees and customers have separate logout calls (spec section 1). The call revokes the bearer
 * session, the session library clears its cookie and tells the other tabs, the store forgets the person.
 */
export function useLogout(): (userType: SessionUser['userType']) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (userType) => {
      const target = userType === 'admin' ? '/admin' : readStorage('logoutRedirectUrl') || '/customer';
      await apiRequest({ path: LOGOUT_PATH[userType], method: 'POST', body: {} }).catch(() => undefined);
      removeStorage('accessToken');
      removeStorage('tenantId');
      await signOut(target).catch(() => null);
      dispatch(sessionEnded());
      dispatch(api.util.resetApiState());
      navigate(target, { replace: true });
    },
    [dispatch, navigate],
  );
}
