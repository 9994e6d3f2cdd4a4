import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks.ts';

const CartPopover = lazy(() => import('./cart-popover.tsx').then((m) => ({ default: m.CartPopover })));

/** The cart entry point: a badge while a slot is held. */
export function CartButton() {
  const { t } = useTranslation('customer');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const cartId = useAppSelector((state) => state.customer.cartUniqId);
  const label = cartId ? t('cart') : t('cartEmptyLabel');
  return (
    <>
      <IconButton color="inherit" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
        <Badge color="primary" variant="dot" invisible={!cartId}>
          <ShoppingBagOutlined />
        </Badge>
      </IconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <CartPopover anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
