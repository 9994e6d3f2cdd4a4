import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CustomerIdentity, SOCIAL_PROVIDER_NAMES, formatStoreDate } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useIdentitiesQuery, useUnlinkIdentityMutation } from './profile.api.ts';
import { ProfileRow } from './profile-row.tsx';

const providerName = (identity: CustomerIdentity) => SOCIAL_PROVIDER_NAMES[identity.provider] ?? identity.provider;

/**
 * The customer's sign-in identities at Google, Facebook or Cognito (issue 13): provider, email and when it was
 * linked, each with Unlink. The server refuses to unlink the last way to sign in (409); its reason shows here.
 */
export function SignInIdentities() {
  const { t, i18n } = useTranslation('customerProfile');
  const toast = useToast();
  const headingId = useId();
  const { data: identities, error } = useIdentitiesQuery();
  const [unlinking, setUnlinking] = useState<CustomerIdentity | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [unlink, unlinkState] = useUnlinkIdentityMutation();
  const linkedOn = (at: string) =>
    formatStoreDate(Intl.DateTimeFormat().resolvedOptions().timeZone, at, { weekday: false, year: true, locale: i18n.language });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem' }}>
        {t('identitiesTitle')}
      </Typography>
      <Typography color="text.secondary">{t('identitiesIntro')}</Typography>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {refusal ? (
        <Alert severity="warning" role="alert" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      {identities && identities.length === 0 ? <Typography>{t('noIdentities')}</Typography> : null}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {(identities ?? []).map((identity) => {
          const provider = providerName(identity);
          return (
            <ProfileRow
              key={identity.id}
              title={provider}
              details={
                <>
                  {identity.email ? (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {identity.email}
                    </Typography>
                  ) : null}
                  <Typography variant="body2" color="text.secondary">
                    {t('identityLinked', { date: linkedOn(identity.createdAt) })}
                  </Typography>
                </>
              }
            >
              <Button color="error" onClick={() => setUnlinking(identity)} aria-label={t('unlinkProvider', { provider })}>
                {t('unlink')}
              </Button>
            </ProfileRow>
          );
        })}
      </Box>
      <ConfirmDialog
        open={Boolean(unlinking)}
        title={t('unlinkTitle', { provider: unlinking ? providerName(unlinking) : '' })}
        message={t('unlinkMessage', { provider: unlinking ? providerName(unlinking) : '' })}
        confirmLabel={t('unlink')}
        cancelLabel={t('cancel')}
        busy={unlinkState.isLoading}
        onCancel={() => setUnlinking(null)}
        onConfirm={async () => {
          if (!unlinking) return;
          setRefusal(null);
          try {
            await unlink(unlinking.id).unwrap();
            toast.success(t('unlinked', { provider: providerName(unlinking) }));
          } catch (caught) {
            setRefusal(errorMessage(caught));
          }
          setUnlinking(null);
        }}
      />
    </Paper>
  );
}
