import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { useSearchInventoryQuery } from '../inventory.api.ts';
import { StockLevelChip } from '../pages/inventory-list-page.tsx';

/** A product's stock at each store, each linking to its inventory detail. */
export function ProductStockCard({ productId, search }: { productId: string; search: string }) {
  const { t } = useTranslation('inventory');
  const { data } = useSearchInventoryQuery({ page: 1, pageSize: 100, search: search.slice(0, 50), sort: 'storeName' });
  const items = (data?.items ?? []).filter((item) => item.productId === productId);
  return (
    <DetailCard title={t('stockByStore')}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('noStock')}</Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={item.id} disableGutters secondaryAction={<StockLevelChip item={item} />}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/admin/inventory/${item.id}`}>
                    {item.storeName}
                  </Link>
                }
                secondary={`${t('quantity')}: ${item.quantity} · ${t('threshold')}: ${item.threshold}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailCard>
  );
}
