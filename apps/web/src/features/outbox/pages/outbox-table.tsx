import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatStoreDateTime } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useSelectedStoreTimezone } from '../../common/use-store-timezone.ts';
import type { OutboxMessage } from '../outbox.api.ts';

export function OutboxTable({ messages }: { messages: readonly OutboxMessage[] }) {
  const { t } = useTranslation('outbox');
  // The selected store's clock, the zone named (UTC until the store is known), never the browser's zone.
  const timezone = useSelectedStoreTimezone() ?? 'UTC';
  if (messages.length === 0) {
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {t('empty')}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('sentAt')}</TableCell>
            <TableCell>{t('channel')}</TableCell>
            <TableCell>{t('recipient')}</TableCell>
            <TableCell>{t('message')}</TableCell>
            <TableCell>{t('status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.map((message) => (
            <TableRow key={message.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatStoreDateTime(timezone, message.createdAt, { weekday: false, year: true })}
              </TableCell>
              <TableCell>{message.channel === 'sms' ? t('sms') : t('email')}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{message.to}</TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                {message.subject ? <Typography variant="subtitle2">{message.subject}</Typography> : null}
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {message.body}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip size="small" label={message.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
