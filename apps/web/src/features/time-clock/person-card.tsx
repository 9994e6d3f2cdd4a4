import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  formatHoursMinutes,
  formatMoney,
  formatStoreDate,
  formatStoreTime,
  type TimeCardDay,
  type TimeCardEmployee,
  type TimeEntry,
} from '@salon/shared';
import { useTranslation } from 'react-i18next';

export const hm = (m: number) => (m ? formatHoursMinutes(m) : '–');
/** A date of the card (YYYY-MM-DD) as "Tue, Nov 24", read at noon UTC so every zone shows the same day. */
export const dayLabel = (date: string) => formatStoreDate('UTC', `${date}T12:00:00Z`, { weekday: true });

interface Props {
  person: TimeCardEmployee;
  zone: string;
  canEdit: boolean;
  onEdit: (entry: TimeEntry) => void;
  onAdd?: () => void;
}

/** One employee's days of the period: a table on wide screens, a list of days on phones. */
export function PersonCard({ person, zone, canEdit, onEdit, onAdd }: Props) {
  const { t } = useTranslation('timeClock');
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const days = person.days.filter((d) => d.entries.length > 0 || d.paid > 0);
  const entryText = (e: TimeEntry) =>
    `${formatStoreTime(zone, e.clockIn)} – ${e.clockOut ? formatStoreTime(zone, e.clockOut) : t('open')}${e.kind === 'work' ? '' : ` · ${t(`kind.${e.kind}`)}`}`;
  const entries = (d: TimeCardDay) => (
    <Box sx={{ display: 'grid', gap: 0.25, justifyItems: 'start' }}>
      {d.entries.map((e) =>
        canEdit ? (
          <Link
            key={e.id}
            component="button"
            type="button"
            onClick={() => onEdit(e)}
            sx={{ textAlign: 'left' }}
            aria-label={`${t('editEntry')}: ${entryText(e)}`}
          >
            {entryText(e)}
          </Link>
        ) : (
          <span key={e.id}>{entryText(e)}</span>
        ),
      )}
    </Box>
  );
  const flags = (d: TimeCardDay) =>
    d.flags.length ? (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {d.flags.map((f) => (
          <Chip key={f} size="small" variant="outlined" color={f === 'edited' ? 'default' : 'warning'} label={t(`flag.${f}`)} />
        ))}
      </Box>
    ) : null;
  const totals = `${formatHoursMinutes(person.totals.paid)} · ${t('tips')} ${formatMoney(person.tipsCents)}`;
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }} component="section" aria-label={person.name}>
      <Box sx={{ p: 2, pb: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h3" component="h3" sx={{ flex: '1 1 auto' }}>
          {person.name}
        </Typography>
        {person.flags.map((f) => (
          <Chip key={f} size="small" color={f === 'edited' ? 'default' : 'warning'} label={t(`flag.${f}`)} />
        ))}
        {onAdd ? (
          <Button size="small" onClick={onAdd}>
            {t('addEntry')}
          </Button>
        ) : null}
      </Box>
      {narrow ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {days.map((d) => (
            <Box
              component="li"
              key={d.date}
              data-testid={`day-${person.employeeId}-${d.date}`}
              sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
            >
              <Typography variant="subtitle2" component="p">
                {dayLabel(d.date)}
              </Typography>
              {entries(d)}
              <Typography variant="body2" color="text.secondary">
                {t('regular')} <span data-testid="regular">{hm(d.regular)}</span> · {t('overtime')}{' '}
                <span data-testid="overtime">{hm(d.overtime)}</span> · {t('doubleTime')}{' '}
                <span data-testid="double-time">{hm(d.doubleTime)}</span>
              </Typography>
              {flags(d)}
            </Box>
          ))}
          <Box component="li" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {`${t('total')} ${totals} · ${t('regular')} ${hm(person.totals.regular)} · ${t('overtime')} ${hm(person.totals.overtime)} · ${t('doubleTime')} ${hm(person.totals.doubleTime)}`}
            </Typography>
          </Box>
        </Box>
      ) : (
        <Table size="small" aria-label={`${t('cardTitle')}: ${person.name}`} sx={{ tableLayout: 'fixed' }}>
          <colgroup>
            <col style={{ width: '14%' }} />
            <col style={{ width: '32%' }} />
            <col style={{ width: '11%' }} />
            <col style={{ width: '11%' }} />
            <col style={{ width: '12%' }} />
            <col style={{ width: '20%' }} />
          </colgroup>
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
            {days.map((d) => (
              <TableRow key={d.date} data-testid={`day-${person.employeeId}-${d.date}`}>
                <TableCell>{dayLabel(d.date)}</TableCell>
                <TableCell>{entries(d)}</TableCell>
                <TableCell align="right" data-testid="regular">
                  {hm(d.regular)}
                </TableCell>
                <TableCell align="right" data-testid="overtime">
                  {hm(d.overtime)}
                </TableCell>
                <TableCell align="right" data-testid="double-time">
                  {hm(d.doubleTime)}
                </TableCell>
                <TableCell>{flags(d)}</TableCell>
              </TableRow>
            ))}
            <TableRow sx={{ '& td': { fontWeight: 700 } }}>
              <TableCell>{t('total')}</TableCell>
              <TableCell>{totals}</TableCell>
              <TableCell align="right">{hm(person.totals.regular)}</TableCell>
              <TableCell align="right">{hm(person.totals.overtime)}</TableCell>
              <TableCell align="right">{hm(person.totals.doubleTime)}</TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
