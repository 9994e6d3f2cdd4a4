import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatHoursMinutes,
  formatMoney,
  formatStoreDate,
  formatStoreTime,
  hasAccess,
  storeDateOf,
  type TimeCard,
  type TimeCardEmployee,
  type TimeEntry,
} from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context.ts';
import { EntryDialog } from './entry-dialog.tsx';
import { PeriodActions } from './period-actions.tsx';

const hm = (m: number) => (m ? formatHoursMinutes(m) : '–');
/** A date of the card (YYYY-MM-DD) as "Tue, Jun 2", read at noon UTC so every zone shows the same day. */
const dayLabel = (date: string) => formatStoreDate('UTC', `${date}T12:00:00Z`, { weekday: true });

type Editing = { employee: TimeCardEmployee; entry?: TimeEntry; day?: string } | null;

/** One pay period's card: period, status and actions, then per employee the days with entries and the totals. */
export function TimeCardView({ card }: { card: TimeCard }) {
  const { t } = useTranslation('timeClock');
  const { data: session } = useSession();
  const can = (flag: string) => hasAccess(session?.accessControls, [flag]);
  const [editing, setEditing] = useState<Editing>(null);
  const zone = card.timeZone;
  const canEdit = !card.locked && can('edit_time_card_entry');
  const canAdd = !card.locked && can('add_time_card_entry');
  const entryText = (e: TimeEntry) =>
    `${formatStoreTime(zone, e.clockIn)} – ${e.clockOut ? formatStoreTime(zone, e.clockOut) : t('open')}${e.kind === 'work' ? '' : ` · ${t(`kind.${e.kind}`)}`}`;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h2" component="h2" sx={{ mr: 1 }}>
            {t('period', { start: dayLabel(card.periodStart), end: dayLabel(card.periodEnd) })}
          </Typography>
          <Chip size="small" label={t(`status.${card.status}`)} color={card.status === 'approved' ? 'success' : 'default'} />
          {card.locked ? <Chip size="small" variant="outlined" label={t('locked')} /> : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {`${card.storeName} · ${t(card.payPeriod)} · ${t(`rule.${card.overtimeRule}`)}`}
        </Typography>
        {card.approvedBy ? <Typography variant="body2">{t('approvedBy', { name: card.approvedBy })}</Typography> : null}
        {card.status === 'reopened' && card.reopenReason ? (
          <Typography variant="body2">{t('reopenedBecause', { reason: card.reopenReason })}</Typography>
        ) : null}
        {card.selfOnly ? null : <PeriodActions card={card} />}
      </Paper>
      {card.employees.length === 0 ? <Alert severity="info">{t('noPeople')}</Alert> : null}
      {card.employees.map((person) => (
        <Paper key={person.employeeId} variant="outlined" sx={{ minWidth: 0 }} component="section" aria-label={person.name}>
          <Box sx={{ p: 2, pb: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="h3" component="h3" sx={{ flex: '1 1 auto' }}>
              {person.name}
            </Typography>
            {person.flags.map((f) => (
              <Chip key={f} size="small" color={f === 'edited' ? 'default' : 'warning'} label={t(`flag.${f}`)} />
            ))}
            {canAdd ? (
              <Button
                size="small"
                onClick={() => setEditing({ employee: person, day: card.current ? storeDateOf(zone, new Date()) : card.periodStart })}
              >
                {t('addEntry')}
              </Button>
            ) : null}
          </Box>
          <TableContainer>
            <Table size="small" aria-label={t('cardTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('day')}</TableCell>
                  <TableCell>{t('inOut')}</TableCell>
                  <TableCell align="right">{t('regular')}</TableCell>
                  <TableCell align="right">{t('overtime')}</TableCell>
                  <TableCell align="right">{t('doubleTime')}</TableCell>
                  <TableCell>{t('flags')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {person.days
                  .filter((d) => d.entries.length > 0 || d.paid > 0)
                  .map((d) => (
                    <TableRow key={d.date} data-testid={`day-${person.employeeId}-${d.date}`}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayLabel(d.date)}</TableCell>
                      <TableCell>
                        <Box sx={{ display: 'grid', gap: 0.25 }}>
                          {d.entries.map((e) =>
                            canEdit ? (
                              <Link
                                key={e.id}
                                component="button"
                                type="button"
                                onClick={() => setEditing({ employee: person, entry: e })}
                                sx={{ textAlign: 'left', whiteSpace: 'nowrap' }}
                                aria-label={`${t('editEntry')}: ${entryText(e)}`}
                              >
                                {entryText(e)}
                              </Link>
                            ) : (
                              <span key={e.id} style={{ whiteSpace: 'nowrap' }}>
                                {entryText(e)}
                              </span>
                            ),
                          )}
                        </Box>
                      </TableCell>
                      <TableCell align="right" data-testid="regular">
                        {hm(d.regular)}
                      </TableCell>
                      <TableCell align="right" data-testid="overtime">
                        {hm(d.overtime)}
                      </TableCell>
                      <TableCell align="right" data-testid="double-time">
                        {hm(d.doubleTime)}
                      </TableCell>
                      <TableCell>
                        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                          {d.flags.map((f) => (
                            <Chip
                              key={f}
                              size="small"
                              variant="outlined"
                              color={f === 'edited' ? 'default' : 'warning'}
                              label={t(`flag.${f}`)}
                            />
                          ))}
                        </Box>
                      </TableCell>
                    </TableRow>
                  ))}
                <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                  <TableCell>{t('total')}</TableCell>
                  <TableCell>{`${formatHoursMinutes(person.totals.paid)} · ${t('tips')} ${formatMoney(person.tipsCents)}`}</TableCell>
                  <TableCell align="right">{hm(person.totals.regular)}</TableCell>
                  <TableCell align="right">{hm(person.totals.overtime)}</TableCell>
                  <TableCell align="right">{hm(person.totals.doubleTime)}</TableCell>
                  <TableCell />
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ))}
      {editing ? (
        <EntryDialog
          zone={zone}
          storeId={card.storeId}
          employee={editing.employee}
          entry={editing.entry}
          day={editing.day ?? card.periodStart}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
