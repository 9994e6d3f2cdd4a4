import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasAccess, storeDateOf, type TimeCard, type TimeCardEmployee, type TimeEntry } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context.ts';
import { EntryDialog } from './entry-dialog.tsx';
import { PeriodActions } from './period-actions.tsx';
import { dayLabel, PersonCard } from './person-card.tsx';

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
  const addDay = card.current ? storeDateOf(zone, new Date()) : card.periodStart;
  const idle = card.employees.filter((p) => p.totals.paid === 0 && p.days.every((d) => d.entries.length === 0));
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h2" component="h2" sx={{ mr: 1 }}>
            {t('period', { start: dayLabel(card.periodStart), end: dayLabel(card.periodEnd) })}
          </Typography>
          <Chip
            size="small"
            label={card.status === 'open' && card.locked ? t('notApproved') : t(`status.${card.status}`)}
            color={card.status === 'approved' ? 'success' : 'default'}
          />
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
      {card.employees
        .filter((p) => p.totals.paid > 0 || p.days.some((d) => d.entries.length > 0))
        .map((person) => (
          <PersonCard
            key={person.employeeId}
            person={person}
            zone={zone}
            canEdit={canEdit}
            onEdit={(entry) => setEditing({ employee: person, entry })}
            onAdd={canAdd ? () => setEditing({ employee: person, day: addDay }) : undefined}
          />
        ))}
      {idle.length ? (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} component="section" aria-label={t('noTime')}>
          <Typography variant="h3" component="h3">
            {t('noTime')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {idle.map((person) =>
              canAdd ? (
                <Chip
                  key={person.employeeId}
                  label={person.name}
                  onClick={() => setEditing({ employee: person, day: addDay })}
                  aria-label={`${t('addEntry')}: ${person.name}`}
                />
              ) : (
                <Chip key={person.employeeId} label={person.name} variant="outlined" />
              ),
            )}
          </Box>
        </Paper>
      ) : null}
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
