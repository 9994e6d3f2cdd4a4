import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSocialProviders, signInWithProvider, type SocialProvider } from '../../../api/auth-client.ts';

/**
 * The sign-in providers the server offers (Google, Facebook, COGNITO; only those configured), each a button
 * that sends the browser to the provider and back to this page signed in.
 */
export function SocialSignInButtons() {
  const { t } = useTranslation('customerLogin');
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    getSocialProviders()
      .then((list) => {
        if (live) setProviders(list);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  if (providers.length === 0) return null;
  const start = async (id: string) => {
    setBusy(id);
    setFailed(false);
    const url = await signInWithProvider(id).catch(() => null);
    if (url) window.location.assign(url);
    else {
      setFailed(true);
      setBusy(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Divider>{t('orContinueWith')}</Divider>
      {failed ? <Alert severity="error">{t('providerFailed')}</Alert> : null}
      {providers.map((p) => (
        <Button key={p.id} variant="outlined" size="large" disabled={busy !== null} onClick={() => void start(p.id)}>
          {t('continueWith', { provider: p.name })}
        </Button>
      ))}
    </Box>
  );
}
