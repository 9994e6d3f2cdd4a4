import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SOCIAL_ACCOUNT_EXISTS } from '@salon/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { modalOpened } from '../customer-slice.ts';
import { CodeLoginForm } from '../login/code-login-form.tsx';
import { ForgotPasswordForm } from '../login/forgot-password-form.tsx';
import { PasswordLoginForm } from '../login/password-login-form.tsx';
import { SocialLinkForm } from '../login/social-link-form.tsx';
import { SocialSignInButtons } from '../login/social-sign-in-buttons.tsx';
import { RegistrationForm } from '../registration/registration-form.tsx';
import { useBrandStores } from '../use-brand-stores.ts';

type LoginView = 'password' | 'code' | 'forgot';

/** The customer's sign-in and registration modals (spec section 2, customer state "modals"). */
export function CustomerAuthDialog() {
  const { t } = useTranslation('customerLogin');
  const dispatch = useAppDispatch();
  const titleId = useId();
  const modal = useAppSelector((state) => state.customer.modal);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [view, setView] = useState<LoginView>('password');
  const { stores } = useBrandStores();
  const storeId = stores[0]?.id ?? null;
  // Back from a provider whose email already has an account: link it once the password proves the account.
  const [search, setSearch] = useSearchParams();
  const linkToken = search.get('error') === SOCIAL_ACCOUNT_EXISTS ? search.get('linkToken') : null;
  const close = () => {
    dispatch(modalOpened(null));
    setView('password');
    if (linkToken) setSearch({}, { replace: true });
  };
  // Signed in from the brand's landing page, the customer lands on their home (next visit, rebook); anywhere else
  // (mid-booking, a store page) they stay where they were.
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = () => {
    close();
    if (/^\/customer\/?$/.test(location.pathname)) navigate('/customer/home');
  };
  const title = modal === 'registration' ? t('registerTitle') : view === 'forgot' ? t('resetTitle') : t('title');

  return (
    <Dialog open={modal !== null} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
        <IconButton aria-label={t('close')} onClick={close} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pb: 3, alignContent: 'start' }}>
        {modal === 'registration' ? (
          <>
            <RegistrationForm onRegistered={signedIn} />
            <Button onClick={() => dispatch(modalOpened('login'))}>{t('haveAccount')}</Button>
          </>
        ) : linkToken ? (
          <SocialLinkForm linkToken={linkToken} provider={search.get('provider') ?? ''} onLinked={close} />
        ) : view === 'forgot' ? (
          <>
            <ForgotPasswordForm storeId={storeId} onDone={() => setView('password')} />
            <Button onClick={() => setView('password')}>{t('backToSignIn')}</Button>
          </>
        ) : (
          <>
            <Tabs value={view} onChange={(_event, next: LoginView) => setView(next)} variant="fullWidth" aria-label={t('signInMethod')}>
              <Tab value="password" label={t('withPassword')} />
              <Tab value="code" label={t('withCode')} />
            </Tabs>
            <Box>
              {view === 'password' ? (
                <PasswordLoginForm onSignedIn={signedIn} onForgot={() => setView('forgot')} />
              ) : (
                <CodeLoginForm storeId={storeId} onSignedIn={signedIn} />
              )}
            </Box>
            <SocialSignInButtons />
            <Button onClick={() => dispatch(modalOpened('registration'))}>{t('noAccount')}</Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
