import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KioskDevice, formatStoreDateTime, formatStoreTime } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { useCreatePairingCodeMutation, useKioskDevicesQuery, useUnpairKioskMutation } from '../kiosk.api.ts';
import { KioskListsForm } from './kiosk-lists-form.tsx';

/** The store's in-store tablets (flag manage_kiosks): pair one with a short code, unpair, and the drink and music lists. */
export function StoreKiosksCard({ storeId, timezone }: { storeId: string; timezone: string }) {
  const { t } = useTranslation('kiosk');
  const { data: devices, error } = useKioskDevicesQuery(storeId);
  const [create, creating] = useCreatePairingCodeMutation();
  const [unpair, unpairing] = useUnpairKioskMutation();
  const [name, setName] = useState('Front desk tablet');
  const [code, setCode] = useState<{ code: string; expiresAt: string; name: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<KioskDevice | null>(null);
  const codeTitle = useId();

  const pair = async () => {
    setFailure(null);
    try {
      const answer = await create({ storeId, name }).unwrap();
      setCode({ code: answer.code, expiresAt: answer.expiresAt, name });
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };
  const shown = (devices ?? []).filter((d) => d.status !== 'revoked' && d.status !== 'expired');

  return (
    <DetailCard title={t('cardTitle')}>
      <Typography variant="body2" color="text.secondary">
        {t('cardIntro')}
      </Typography>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('tabletName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button variant="contained" onClick={() => void pair()} disabled={creating.isLoading || !name.trim()}>
          {t('newCode')}
        </Button>
      </Box>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {shown.length ? (
        <List dense disablePadding aria-label={t('cardTitle')}>
          {shown.map((d) => (
            <ListItem
              key={d.id}
              disableGutters
              divider
              secondaryAction={
                <Button size="small" color="error" onClick={() => setLeaving(d)}>
                  {t('unpair')}
                </Button>
              }
            >
              <ListItemText
                primary={d.name}
                secondary={
                  <>
                    <Chip size="small" component="span" label={t(`status.${d.status}`)} sx={{ mr: 1 }} />
                    {d.lastSeenAt ? t('lastSeen', { time: formatStoreDateTime(timezone, d.lastSeenAt, { weekday: false }) }) : null}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('noTablets')}
        </Typography>
      )}
      <KioskListsForm storeId={storeId} />
      <Dialog open={Boolean(code)} onClose={() => setCode(null)} aria-labelledby={codeTitle}>
        <DialogTitle id={codeTitle}>{t('codeFor', { name: code?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <Typography data-testid="pairing-code" sx={{ fontSize: 40, fontWeight: 700, letterSpacing: 6, textAlign: 'center', my: 2 }}>
            {code?.code}
          </Typography>
          <Typography>{t('codeHelp', { time: code ? formatStoreTime(timezone, code.expiresAt) : '' })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCode(null)} variant="contained">
            {t('close')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={Boolean(leaving)}
        title={t('unpairTitle', { name: leaving?.name ?? '' })}
        message={t('unpairMessage')}
        confirmLabel={t('unpair')}
        cancelLabel={t('cancel')}
        busy={unpairing.isLoading}
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          const id = leaving?.id;
          setLeaving(null);
          if (id)
            void unpair(id)
              .unwrap()
              .catch((e: unknown) => setFailure(errorMessage(e)));
        }}
      />
    </DetailCard>
  );
}
