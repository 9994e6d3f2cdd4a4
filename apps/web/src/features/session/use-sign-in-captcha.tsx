import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInResult } from '../../api/auth-client.ts';
import { AltchaField } from '../../components/altcha-field.tsx';

/** Retries that follow a solved captcha without a click; past them the person presses Sign in again. */
const MAX_AUTO_RETRIES = 3;

export interface SignInCaptcha {
  /** The captcha fields for the next attempt (empty until the server asked for one and it is solved). */
  fields(): { captchaToken?: string };
  /**
   * Reads an attempt's result: true when the server asked for a captcha. The widget then shows (and
   * solves itself), and `retry` runs once it is solved.
   */
  handle(result: SignInResult | null, retry: () => void): boolean;
  /** The widget, once a captcha was asked for; null before. */
  widget: ReactNode;
}

/** The progressive sign-in captcha (README "Sign-in throttling"): shown only when the server asks for it. */
export function useSignInCaptcha(): SignInCaptcha {
  const { i18n } = useTranslation();
  const [level, setLevel] = useState<number | null>(null);
  // Each solution is used once: a new round mounts a fresh widget with a fresh challenge.
  const [round, setRound] = useState(0);
  const token = useRef<string | null>(null);
  const pendingRetry = useRef<(() => void) | null>(null);
  const autoRetries = useRef(0);

  const fields = useCallback(() => (token.current ? { captchaToken: token.current } : {}), []);

  const handle = useCallback((result: SignInResult | null, retry: () => void) => {
    if (token.current) {
      token.current = null;
      setRound((r) => r + 1);
    }
    if (result?.error !== 'CaptchaRequired') {
      pendingRetry.current = null;
      autoRetries.current = 0;
      return false;
    }
    setLevel(result.captchaLevel ?? 0);
    autoRetries.current += 1;
    pendingRetry.current = autoRetries.current <= MAX_AUTO_RETRIES ? retry : null;
    return true;
  }, []);

  const onChange = useCallback((payload: string | null) => {
    token.current = payload;
    const retry = pendingRetry.current;
    if (payload && retry) {
      pendingRetry.current = null;
      retry();
    }
  }, []);

  const widget =
    level === null ? null : <AltchaField key={`${round}:${level}`} level={level} language={i18n.language} onChange={onChange} />;
  return { fields, handle, widget };
}
