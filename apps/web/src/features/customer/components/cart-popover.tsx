import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';

/** The cart: the held slot (with a link to confirm it) or a note that it is empty. */
export function CartPopover({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation('customer');
  const { t: tb } = useTranslation('booking');
  const cart = useAppSelector((state) => state.customer.cart);
  const live = cart && Date.parse(cart.timerEnd) > Date.now() ? cart : null;
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {live ? (
        <Box sx={{ p: 2, maxWidth: 300, display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{tb('heldTitle')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {live.services.map((s) => s.name).join(', ')} · {formatMoney(live.totalCents)}
          </Typography>
          <Button variant="contained" component={RouterLink} to="/selected-service" onClick={onClose}>
            {tb('reviewHold')}
          </Button>
        </Box>
      ) : (
        <Typography sx={{ p: 2, maxWidth: 260 }}>{t('cartEmpty')}</Typography>
      )}
    </Popover>
  );
}
