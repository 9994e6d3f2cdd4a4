import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type BackBarUsage, formatStoreDateTime, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useSession } from '../../session/session-context.ts';
import { useSearchBackBarQuery, useUndoBackBarMutation } from '../inventory.api.ts';

/** Back-bar usage at the store that touched this stock item: what each completed service used, with undo. */
export function BackBarCard({ storeId, stockItemId, timezone }: { storeId: string; stockItemId: string; timezone: string }) {
  const { t, i18n } = useTranslation('inventory');
  const { data: session } = useSession();
  const toast = useToast();
  const { data } = useSearchBackBarQuery({ page: 1, pageSize: 50, filters: { storeId } });
  const [undo, undoing] = useUndoBackBarMutation();
  const [confirm, setConfirm] = useState<BackBarUsage | null>(null);
  const canUndo = hasAccess(session?.accessControls, ['undo_back_bar']);
  const usages = (data?.items ?? []).filter((u) => u.lines.some((line) => line.stockItemId === stockItemId));
  const when = (iso: string) => formatStoreDateTime(timezone, iso, { locale: i18n.language, weekday: false, year: true });

  const run = async (usage: BackBarUsage) => {
    setConfirm(null);
    try {
      await undo(usage.id).unwrap();
      toast.success(t('backBarUndone'), { autoHide: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <DetailCard title={t('backBar')}>
      {usages.length === 0 ? (
        <Typography color="text.secondary">{t('noBackBar')}</Typography>
      ) : (
        <List dense disablePadding>
          {usages.map((usage) => {
            const quantity = usage.lines.filter((l) => l.stockItemId === stockItemId).reduce((sum, l) => sum + l.quantity, 0);
            return (
              <ListItem
                key={usage.id}
                disableGutters
                secondaryAction={
                  usage.status === 'deducted' && canUndo ? (
                    <Button
                      size="small"
                      disabled={undoing.isLoading}
                      onClick={() => setConfirm(usage)}
                      aria-label={t('undoUsage', { service: usage.serviceName ?? '' })}
                    >
                      {t('undo')}
                    </Button>
                  ) : (
                    <Chip size="small" label={t(`backBarStatus.${usage.status}`)} />
                  )
                }
              >
                <ListItemText
                  primary={t('usageLine', { service: usage.serviceName ?? t('service'), count: quantity })}
                  secondary={`${when(usage.createdAt)} · ${usage.deductedByName ?? t('system')}`}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t('undoTitle')}
        message={t('undoMessage')}
        confirmLabel={t('undo')}
        cancelLabel={t('cancel')}
        busy={undoing.isLoading}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && void run(confirm)}
      />
    </DetailCard>
  );
}
