import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { StoreGroup } from '@salon/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { useCompleteConnectionMutation } from './accounting.api.ts';
import { ACCOUNTING_FLAGS } from './store-groups-page.tsx';

/** /admin/accounting/store-groups/quickbook-redirect: where Intuit sends the person back with code, realmId and state. */
export function QuickbookRedirectPage() {
  return (
    <AccessGuard flags={ACCOUNTING_FLAGS}>
      <QuickbookRedirect />
    </AccessGuard>
  );
}

function QuickbookRedirect() {
  const { t } = useTranslation('accounting');
  const [params] = useSearchParams();
  const [complete] = useCompleteConnectionMutation();
  const [result, setResult] = useState<{ group?: StoreGroup; error?: string } | null>(null);
  const started = useRef(false);
  const code = params.get('code');
  const realmId = params.get('realmId');
  const state = params.get('state');
  const denied = params.get('error');
  useEffect(() => {
    if (started.current || denied || !code || !realmId || !state) return;
    started.current = true;
    complete({ code, realmId, state })
      .unwrap()
      .then((group) => setResult({ group }))
      .catch((e) => setResult({ error: errorMessage(e) }));
  }, [code, realmId, state, denied, complete]);
  let body = (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <CircularProgress size={24} aria-label={t('redirect.working')} />
      <Typography>{t('redirect.working')}</Typography>
    </Box>
  );
  if (denied) body = <Alert severity="warning">{t('redirect.denied')}</Alert>;
  else if (!code || !realmId || !state) body = <Alert severity="error">{t('redirect.missing')}</Alert>;
  else if (result?.error) body = <Alert severity="error">{result.error}</Alert>;
  else if (result?.group)
    body = (
      <Alert severity="success">
        {t('redirect.done', { group: result.group.name, company: result.group.connection.companyName ?? '' })}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography variant="h1">{t('redirect.title')}</Typography>
      {body}
      <Button component={RouterLink} to="/admin/accounting/account-maintenance" sx={{ justifySelf: 'start' }}>
        {t('redirect.back')}
      </Button>
    </Box>
  );
}
