import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTACT_CATEGORY_LABELS, formatStoreDateTime } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useSelectedStoreTimezone } from '../common/use-store-timezone.ts';
import { useSupportMessagesQuery } from './contact-us.api.ts';

/** What staff and customers sent to support, newest first, with the address to reply to. */
export function SupportMessageList() {
  const { t } = useTranslation('help');
  const { data = [] } = useSupportMessagesQuery();
  // On the selected store's clock (UTC, named, until the stores are known), not the browser's.
  const zone = useSelectedStoreTimezone() ?? 'UTC';
  return (
    <Stack component="section" aria-labelledby="received-heading" spacing={1.5}>
      <Typography id="received-heading" component="h2" variant="h6">
        {t('received')}
      </Typography>
      {data.length === 0 ? <Typography color="text.secondary">{t('receivedNone')}</Typography> : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((m) => (
          <Paper key={m.id} component="li" variant="outlined" sx={{ p: 2 }} data-testid="support-message">
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 200 }}>
                {m.subject}
              </Typography>
              <Chip size="small" label={m.source === 'staff' ? t('fromStaff') : t('fromCustomer')} />
              <Chip size="small" variant="outlined" label={CONTACT_CATEGORY_LABELS[m.category]} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[m.fromName, m.storeName, formatStoreDateTime(zone, m.createdAt, { weekday: false, year: true })]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }}>{m.message}</Typography>
            <Link href={`mailto:${m.replyTo}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
              {t('replyTo', { address: m.replyTo })}
            </Link>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
