import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../../api/api-error.ts';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useBookNow } from '../../../booking/use-book-now.ts';
import { useBrandStores } from '../../use-brand-stores.ts';
import { useExploreStoreQuery } from '../profile.api.ts';

function PriceList({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: { id: string; name: string; detail: string; price: string; action?: React.ReactNode }[];
  empty: string;
}) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {rows.length === 0 ? <Typography color="text.secondary">{empty}</Typography> : null}
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, borderTop: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {row.detail}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{row.price}</Typography>
            {row.action}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** /customer/explore-more: pick a store; its services (bookable from here) and products, with its prices. */
export function ExploreMorePage() {
  const { t } = useTranslation('customerProfile');
  const navigate = useNavigate();
  const { stores, isLoading } = useBrandStores();
  const [, setBookNow] = useBookNow();
  const [chosen, setChosen] = useState<string | null>(null);
  const storeId = chosen ?? stores[0]?.id ?? null;
  const { data, error, isFetching } = useExploreStoreQuery(storeId ?? '', { skip: !storeId });
  if (isLoading) return <PageLoader />;
  const money = (cents: number) => formatMoney(cents, data?.currency ?? 'USD');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, display: 'grid', gap: 2 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('exploreTitle')}
      </Typography>
      <Typography color="text.secondary">{t('exploreIntro')}</Typography>
      <TextField select label={t('store')} value={storeId ?? ''} onChange={(e) => setChosen(e.target.value)} sx={{ maxWidth: 420 }}>
        {stores.map((store) => (
          <MenuItem key={store.id} value={store.id}>
            {store.name}
          </MenuItem>
        ))}
      </TextField>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {data && !isFetching ? (
        <>
          <PriceList
            title={t('servicesTitle')}
            empty={t('noServices')}
            rows={data.services.map((s) => ({
              id: s.id,
              name: s.name,
              detail: `${s.category} · ${t('minutes', { count: s.durationMinutes })}`,
              price: money(s.priceCents),
              action: s.bookable ? (
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={`${t('book')} ${s.name}`}
                  onClick={() => {
                    setBookNow({ storeId: data.storeId, serviceIds: [s.id], cutterId: 'any', day: null });
                    navigate('/customer/book-appointment');
                  }}
                >
                  {t('book')}
                </Button>
              ) : undefined,
            }))}
          />
          <PriceList
            title={t('productsTitle')}
            empty={t('noProducts')}
            rows={data.products.map((p) => ({ id: p.id, name: p.name, detail: p.description ?? p.category, price: money(p.priceCents) }))}
          />
        </>
      ) : storeId ? (
        <PageLoader />
      ) : null}
    </Container>
  );
}
