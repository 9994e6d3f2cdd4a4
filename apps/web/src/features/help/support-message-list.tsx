import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CONTACT_CATEGORY_LABELS, type SupportStatus } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HandledChip } from './status-chip.tsx';
import { useSupportMessagesQuery } from './contact-us.api.ts';
import { SupportThreadDialog } from './support-thread-dialog.tsx';
import { supportTime } from './support-thread-view.tsx';

/** What staff and customers sent to support: open, handled or all, newest activity first; each opens its conversation. */
export function SupportMessageList() {
  const { t } = useTranslation('help');
  const [status, setStatus] = useState<SupportStatus>('open');
  const [opened, setOpened] = useState<string | null>(null);
  // Senders answer from elsewhere: each switch of the filter reads the list again.
  const { data = [] } = useSupportMessagesQuery(status, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  return (
    <Stack component="section" aria-labelledby="received-heading" spacing={1.5}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id="received-heading" component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('received')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          onChange={(_e, next: SupportStatus | null) => next && setStatus(next)}
          aria-label={t('filterLabel')}
        >
          <ToggleButton value="open">{t('filterOpen')}</ToggleButton>
          <ToggleButton value="handled">{t('filterHandled')}</ToggleButton>
          <ToggleButton value="all">{t('filterAll')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {data.length === 0 ? (
        <Typography color="text.secondary">{status === 'open' ? t('receivedNoneOpen') : t('receivedNone')}</Typography>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((m) => (
          <Paper key={m.id} component="li" variant="outlined" sx={{ p: 2 }} data-testid="support-message">
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 200, overflowWrap: 'anywhere' }}>
                {m.subject}
              </Typography>
              <Chip size="small" label={m.source === 'staff' ? t('fromStaff') : t('fromCustomer')} />
              <Chip size="small" variant="outlined" label={CONTACT_CATEGORY_LABELS[m.category]} />
              <HandledChip handled={m.handled} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[m.fromName, m.storeName, supportTime(m.timezone, m.createdAt)].filter(Boolean).join(' · ')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', my: 1, overflowWrap: 'anywhere' }}>{m.message}</Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {`${t('replies', { count: m.replyCount })} · ${t('lastActivity', { time: supportTime(m.timezone, m.lastActivityAt) })}`}
              </Typography>
              <Button variant="outlined" size="small" onClick={() => setOpened(m.id)} aria-label={t('threadOf', { subject: m.subject })}>
                {t('openThread')}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {opened ? <SupportThreadDialog id={opened} onClose={() => setOpened(null)} /> : null}
    </Stack>
  );
}
