import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn } from '../../../api/auth-client.ts';
import { useSession } from '../../session/session-context.ts';
import { signInErrorKey } from '../../session/sign-in-error.ts';
import { useSignInCaptcha } from '../../session/use-sign-in-captcha.tsx';
import { normalizeIdentifier } from '../customer-auth.api.ts';

/** Why a sign-in did not go through; `captchaAsked` means the captcha shows and the attempt is retried once it is solved. */
export interface SignInFailure {
  message: string;
  captchaAsked: boolean;
}

type Secret = { password: string } | { code: string };

/** Customer sign-in through the credentials provider, with a password or a one-time code, and the captcha when asked. */
export function useCustomerSignIn(): {
  signIn: (identifier: string, secret: Secret, retry: () => void) => Promise<SignInFailure | null>;
  captchaWidget: ReactNode;
} {
  const { t } = useTranslation('login');
  const session = useSession();
  const captcha = useSignInCaptcha();
  const attempt = useCallback(
    async (identifier: string, secret: Secret, retry: () => void) => {
      const fields = { userType: 'customer', identifier: normalizeIdentifier(identifier), ...secret, ...captcha.fields() };
      const result = await signIn('credentials', fields).catch(() => null);
      const captchaAsked = captcha.handle(result, retry);
      if (!result?.ok) return { message: t(signInErrorKey(result?.error)), captchaAsked };
      await session.update();
      return null;
    },
    [t, session, captcha],
  );
  return { signIn: attempt, captchaWidget: captcha.widget };
}
