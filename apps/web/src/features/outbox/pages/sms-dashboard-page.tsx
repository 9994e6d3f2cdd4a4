import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { searchSchema } from '@salon/shared';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { OUTBOX_CHANNELS, type OutboxChannel, useSearchOutboxQuery } from '../outbox.api.ts';
import { OutboxTable } from './outbox-table.tsx';

const SEARCH_MAX = 50;

/** What the product sent by SMS and email (the outbox): the SMS dashboard of spec section 2. */
export function SmsDashboardPage() {
  return (
    <AccessGuard flags={['sms_dashboard', 'sms_dashboard_all_stores']}>
      <OutboxView />
    </AccessGuard>
  );
}

function OutboxView() {
  const { t } = useTranslation('outbox');
  const [channel, setChannel] = useState<OutboxChannel | 'all'>('all');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const search = useDeferredValue(searchSchema.safeParse(to).data ?? '');
  const { data, isLoading, isFetching, error } = useSearchOutboxQuery({
    channel: channel === 'all' ? undefined : channel,
    to: search || undefined,
    page: page + 1,
    pageSize,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h1">{t('title')}</Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('channel')}
          value={channel}
          onChange={(event) => {
            const next = OUTBOX_CHANNELS.find((value) => value === event.target.value);
            setChannel(next ?? 'all');
            setPage(0);
          }}
          sx={{ width: { xs: '100%', sm: 180 } }}
        >
          <MenuItem value="all">{t('allChannels')}</MenuItem>
          <MenuItem value="sms">{t('sms')}</MenuItem>
          <MenuItem value="email">{t('email')}</MenuItem>
        </TextField>
        <TextField
          label={t('recipient')}
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setPage(0);
          }}
          slotProps={{ htmlInput: { maxLength: SEARCH_MAX } }}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
      </Box>
      {error ? <Alert severity="error">{'message' in error ? error.message : t('loadFailed')}</Alert> : null}
      {isLoading ? (
        <PageLoader />
      ) : (
        <Paper variant="outlined" sx={{ opacity: isFetching ? 0.7 : 1 }}>
          <OutboxTable messages={data?.items ?? []} />
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[10, 25, 50, 100]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
    </Box>
  );
}
