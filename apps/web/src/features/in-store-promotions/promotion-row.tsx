import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { InStorePromotion } from '@salon/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileObjectUrl } from '../../components/upload/use-file-url.ts';
import { formatDay } from '../promo-codes/promo-code-format.ts';

const STATE_COLOR = { showing: 'success', scheduled: 'info', ended: 'default', inactive: 'warning' } as const;

export interface RowActions {
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

function Action({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** One promotion: its thumbnail, title and caption, days, stores and state; the order and edit controls for editors. */
export function PromotionRow({
  promotion: p,
  first,
  last,
  busy,
  actions,
}: {
  promotion: InStorePromotion;
  first: boolean;
  last: boolean;
  busy: boolean;
  actions: RowActions | null;
}) {
  const { t } = useTranslation('inStorePromotions');
  const { objectUrl } = useFileObjectUrl(p.thumbnailUrl);
  const days =
    p.startsOn && p.endsOn
      ? t('dayRange', { from: formatDay(p.startsOn), to: formatDay(p.endsOn) })
      : p.startsOn
        ? t('fromDay', { from: formatDay(p.startsOn) })
        : p.endsOn
          ? t('untilDay', { to: formatDay(p.endsOn) })
          : t('always');
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '160px minmax(0, 1fr) auto' },
      }}
    >
      <Box sx={{ width: { xs: '100%', sm: 160 }, aspectRatio: '16 / 9', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
        {objectUrl ? (
          <Box
            component="img"
            src={objectUrl}
            alt={t('thumbnailAlt', { title: p.title })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Typography variant="h2" sx={{ fontSize: 18, overflowWrap: 'anywhere' }}>
          {p.title}
        </Typography>
        {p.caption ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {p.caption}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip
            size="small"
            label={t(`state.${p.state}`)}
            color={STATE_COLOR[p.state]}
            variant={p.state === 'ended' ? 'outlined' : 'filled'}
          />
          <Typography variant="body2">{days}</Typography>
          <Typography variant="body2" color="text.secondary">
            · {p.storeNames.length ? p.storeNames.join(', ') : t('allStores')}
          </Typography>
        </Box>
      </Box>
      {actions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>
          <Action label={t('moveUp', { title: p.title })} onClick={() => actions.onMove('up')} disabled={first || busy}>
            <ArrowUpwardIcon />
          </Action>
          <Action label={t('moveDown', { title: p.title })} onClick={() => actions.onMove('down')} disabled={last || busy}>
            <ArrowDownwardIcon />
          </Action>
          <Action label={t('edit', { title: p.title })} onClick={actions.onEdit} disabled={busy}>
            <EditOutlinedIcon />
          </Action>
          <Action label={t(p.active ? 'deactivate' : 'activate', { title: p.title })} onClick={actions.onToggle} disabled={busy}>
            {p.active ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
          </Action>
          <Action label={t('delete', { title: p.title })} onClick={actions.onDelete} disabled={busy}>
            <DeleteOutlineIcon />
          </Action>
        </Box>
      ) : null}
    </Paper>
  );
}
