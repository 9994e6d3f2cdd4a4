import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatStoreDateTime,
  MARKETING_SMS_MAX_LENGTH,
  MARKETING_SMS_OPT_OUT,
  type MarketingSmsPreview,
  type MarketingSmsSent,
} from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { useStoreOptions } from '../../catalog/use-store-options.ts';
import { usePreviewMarketingSmsMutation, useSendMarketingSmsMutation } from '../marketing-sms.api.ts';

export const PROMOTION_TEXT_FLAGS = ['send_marketing_sms'];

/** /admin/customers/promotion-text (flag send_marketing_sms): a short promotion to the store's opted-in customers. */
export function PromotionTextPage() {
  return (
    <AccessGuard flags={PROMOTION_TEXT_FLAGS}>
      <PromotionText />
    </AccessGuard>
  );
}

function PromotionText() {
  const { t } = useTranslation('customers');
  const stores = useStoreOptions();
  const [storeId, setStoreId] = useState('');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<MarketingSmsPreview | null>(null);
  const [sent, setSent] = useState<MarketingSmsSent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [askPreview, previewing] = usePreviewMarketingSmsMutation();
  const [send, sending] = useSendMarketingSmsMutation();
  const store = storeId || stores[0]?.value || '';
  const body = { storeId: store, text };
  const changed = (apply: () => void) => {
    apply();
    setPreview(null);
    setSent(null);
  };
  const run = async (call: () => Promise<void>) => {
    setFailure(null);
    try {
      await call();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  const when = (p: MarketingSmsPreview) => formatStoreDateTime(p.timezone, p.startsAt);

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography variant="h1">{t('promo.title')}</Typography>
      <Typography color="text.secondary">{t('promo.intro')}</Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {stores.length > 1 ? (
        <TextField select label={t('promo.store')} value={store} onChange={(e) => changed(() => setStoreId(e.target.value))}>
          {stores.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        label={t('promo.message')}
        value={text}
        multiline
        minRows={3}
        onChange={(e) => changed(() => setText(e.target.value))}
        slotProps={{ htmlInput: { maxLength: MARKETING_SMS_MAX_LENGTH } }}
        helperText={t('promo.helper', { count: text.length, max: MARKETING_SMS_MAX_LENGTH, optOut: MARKETING_SMS_OPT_OUT })}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={!text.trim() || !store || previewing.isLoading}
          onClick={() =>
            run(async () => {
              setSent(null);
              setPreview(await askPreview(body).unwrap());
            })
          }
        >
          {t('promo.preview')}
        </Button>
        <Button
          variant="contained"
          disabled={!preview || preview.recipients === 0 || sending.isLoading || sent !== null}
          onClick={() => run(async () => setSent(await send(body).unwrap()))}
        >
          {preview ? t('promo.send', { count: preview.recipients }) : t('promo.sendPlain')}
        </Button>
        <Button component={RouterLink} to="/admin/customers">
          {t('cancel')}
        </Button>
      </Box>
      {preview && !sent ? (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} role="region" aria-label={t('promo.previewTitle')}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
            {t('promo.previewTitle')}
          </Typography>
          <Typography>{t('promo.reach', { count: preview.recipients, optedIn: preview.optedIn })}</Typography>
          {preview.recentlyTexted > 0 ? <Typography>{t('promo.capped', { count: preview.recentlyTexted })}</Typography> : null}
          <Box component="blockquote" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}>
            {preview.message}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('promo.segments', { count: preview.segments })}
          </Typography>
          <Typography>{preview.heldForQuietHours ? t('promo.held', { when: when(preview) }) : t('promo.now')}</Typography>
        </Paper>
      ) : null}
      {sent ? (
        <Alert severity="success">
          {sent.heldForQuietHours
            ? t('promo.queuedHeld', { count: sent.queued, when: when(sent) })
            : t('promo.queued', { count: sent.queued })}
        </Alert>
      ) : null}
    </Box>
  );
}
