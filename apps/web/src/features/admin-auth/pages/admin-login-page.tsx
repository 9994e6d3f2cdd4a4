import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { MAX_LENGTHS, loginFormSchema } from '@salon/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { signIn } from '../../../api/auth-client.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { safeRedirectPath } from '../../../app/safe-redirect.ts';
import { readStorage, removeStorage, writeStorage } from '../../../app/storage.ts';
import { AuthCard } from '../../../components/auth-card.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { loginFailed, loginStarted } from '../../session/auth-slice.ts';
import { useSession } from '../../session/session-context.ts';
import { signInErrorKey } from '../../session/sign-in-error.ts';
import { useSignInCaptcha } from '../../session/use-sign-in-captcha.tsx';

const DASHBOARD = '/admin/dashboard';

/** Employee sign-in at /admin (spec sections 2 and 5). */
export function AdminLoginPage() {
  const { t } = useTranslation('login');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('callbackUrl'), DASHBOARD);
  // The 401 handler leaves its message for this page to show once.
  const [notice] = useState(() => readStorage('unauthorizedErrorMessage'));
  const [error, setError] = useState<string | null>(null);
  const [captchaNote, setCaptchaNote] = useState<string | null>(null);
  const [rememberMe, setRememberMe] = useState(() => readStorage('rememberMe') === 'true');
  const form = useZodForm(loginFormSchema, { email: '', password: '' }, { validateOn: 'submit' });
  const captcha = useSignInCaptcha();

  useEffect(() => {
    if (notice) removeStorage('unauthorizedErrorMessage');
  }, [notice]);

  if (session.data?.user.userType === 'admin') return <Navigate to={target} replace />;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    setCaptchaNote(null);
    dispatch(loginStarted());
    const result = await signIn(
      'credentials',
      { userType: 'admin', email, password, rememberMe: String(rememberMe), ...captcha.fields() },
      new URL(target, window.location.origin).href,
    ).catch(() => null);
    const captchaAsked = captcha.handle(result, () => void submit());
    if (!result?.ok) {
      const message = t(signInErrorKey(result?.error));
      dispatch(loginFailed(message));
      setError(captchaAsked ? null : message);
      setCaptchaNote(captchaAsked ? message : null);
      return;
    }
    writeStorage('rememberMe', String(rememberMe));
    await session.update();
    navigate(target, { replace: true });
  });

  return (
    <AuthCard eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('title')} sx={{ display: 'grid', gap: 2 }}>
        {notice ? (
          <Alert severity="warning" role="alert">
            {notice}
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert">
            {error}
            {error === t('emailNotVerified') ? (
              <>
                {' '}
                <Link component={RouterLink} to="/setup/confirm-email">
                  {t('confirmEmailLink')}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={t('email')}
          autoComplete="username"
          maxLength={MAX_LENGTHS.email}
          autoFocus
        />
        <PasswordField
          control={form.control}
          name="password"
          label={t('password')}
          autoComplete="current-password"
          maxLength={MAX_LENGTHS.loginPassword}
        />
        {captchaNote ? (
          <Alert severity="info" role="status">
            {captchaNote}
          </Alert>
        ) : null}
        {captcha.widget}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />}
            label={t('rememberMe')}
          />
          <Link component={RouterLink} to="/admin/forgotpassword">
            {t('forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('signingIn') : t('signIn')}
        </Button>
      </Box>
    </AuthCard>
  );
}
