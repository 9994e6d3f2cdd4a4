import Chip from '@mui/material/Chip';
import type { PromoCodeState } from '@salon/shared';
import { useTranslation } from 'react-i18next';

const COLOR: Record<PromoCodeState, 'success' | 'info' | 'default' | 'warning'> = {
  active: 'success',
  scheduled: 'info',
  expired: 'default',
  inactive: 'warning',
};

export function PromoCodeStateChip({ state, size = 'small' }: { state: PromoCodeState; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('promoCodes');
  return <Chip label={t(`state.${state}`)} color={COLOR[state]} size={size} variant={state === 'expired' ? 'outlined' : 'filled'} />;
}
