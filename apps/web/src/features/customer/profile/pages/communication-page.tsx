import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CONTACT_CHANNELS, CONTACT_KINDS, type ContactChannel, type ContactKind } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../api/api-error.ts';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useToast } from '../../../../components/toast/use-toast.ts';
import { useContactPreferencesQuery, useSmsPauseQuery, useUpdateContactPreferencesMutation } from '../profile.api.ts';

function KindSection({
  kind,
  allowed,
  onChange,
}: {
  kind: ContactKind;
  allowed: (c: ContactChannel) => boolean;
  onChange: (c: ContactChannel, v: boolean) => void;
}) {
  const { t } = useTranslation('customerProfile');
  const headingId = useId();
  return (
    <Paper variant="outlined" component="fieldset" aria-labelledby={headingId} sx={{ m: 0, p: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.125rem' }}>
        {t(`kind.${kind}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`kindHelp.${kind}`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: { xs: 0, sm: 3 }, flexDirection: { xs: 'column', sm: 'row' } }}>
        {CONTACT_CHANNELS.map((channel) => (
          <FormControlLabel
            key={channel}
            control={<Switch checked={allowed(channel)} onChange={(event) => onChange(channel, event.target.checked)} />}
            label={t(`channel.${channel}`)}
          />
        ))}
      </Box>
    </Paper>
  );
}

/** /customer/profile/communication: per kind of message, which channels may carry it. Saved on each switch. */
export function CommunicationPage() {
  const { t } = useTranslation('customerProfile');
  const toast = useToast();
  const { data, error } = useContactPreferencesQuery();
  // A STOP reply pauses every text whatever the switches say, until the customer replies START.
  const pause = useSmsPauseQuery();
  const [update] = useUpdateContactPreferencesMutation();
  // The switch moves at once; the server's answer confirms it (or the switch moves back with a message).
  const [pending, setPending] = useState<Record<string, boolean>>({});
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!data) return <PageLoader />;
  const allowed = (kind: ContactKind) => (channel: ContactChannel) =>
    pending[`${channel}:${kind}`] ?? data.find((p) => p.kind === kind && p.channel === channel)?.allowed ?? false;
  const change = (kind: ContactKind) => async (channel: ContactChannel, value: boolean) => {
    const key = `${channel}:${kind}`;
    setPending((p) => ({ ...p, [key]: value }));
    try {
      await update([{ channel, kind, allowed: value }]).unwrap();
      toast.success(t('preferencesSaved'));
    } catch (caught) {
      toast.error(errorMessage(caught));
    }
    setPending(({ [key]: _done, ...rest }) => rest);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('communicationIntro')}</Typography>
      {pause.data?.paused ? <Alert severity="warning">{t('smsPaused')}</Alert> : null}
      {CONTACT_KINDS.map((kind) => (
        <KindSection key={kind} kind={kind} allowed={allowed(kind)} onChange={change(kind)} />
      ))}
    </Box>
  );
}
