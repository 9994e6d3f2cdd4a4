import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn } from '../../../api/auth-client.ts';
import { useSession } from '../../session/session-context.ts';
import { signInErrorKey } from '../../session/sign-in-error.ts';
import { normalizeIdentifier } from '../customer-auth.api.ts';

/** Customer sign-in through the credentials provider, with a password or a one-time code. */
export function useCustomerSignIn(): (identifier: string, secret: { password: string } | { code: string }) => Promise<string | null> {
  const { t } = useTranslation('login');
  const session = useSession();
  return useCallback(
    async (identifier, secret) => {
      const result = await signIn('credentials', { userType: 'customer', identifier: normalizeIdentifier(identifier), ...secret }).catch(
        () => null,
      );
      if (!result?.ok) return t(signInErrorKey(result?.error));
      await session.update();
      return null;
    },
    [t, session],
  );
}
