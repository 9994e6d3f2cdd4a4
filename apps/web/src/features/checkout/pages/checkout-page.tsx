import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useCreateInvoiceMutation, useInvoiceByAppointmentQuery, useInvoiceQuery, useNewSaleMutation } from '../checkout.api.ts';
import { CheckoutScreen } from '../components/checkout-screen.tsx';

const CHECKOUT_VIEW_FLAGS = ['checkout_appointment', 'new_sale', 'edit_invoice'];

/** /admin/checkout/:appointmentId and /admin/checkout/new-sale?storeId=: the front desk's checkout. */
export function CheckoutPage() {
  return (
    <AccessGuard flags={CHECKOUT_VIEW_FLAGS}>
      <CheckoutRoute />
    </AccessGuard>
  );
}

function CheckoutRoute() {
  const { appointmentId } = useParams();
  if (appointmentId && appointmentId !== 'new-sale') return <AppointmentCheckout appointmentId={appointmentId} />;
  return <NewSaleCheckout />;
}

function AppointmentCheckout({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const { data, isLoading, error, refetch } = useInvoiceByAppointmentQuery(appointmentId);
  const [create, creating] = useCreateInvoiceMutation();
  const [createError, setCreateError] = useState<string | null>(null);
  if (isLoading) return <PageLoader />;
  if (error)
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('tryAgain')}</Button>}>
          {errorMessage(error)}
        </Alert>
      </Box>
    );
  if (!data)
    return (
      <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('noInvoiceYet')}</Typography>
        <Button
          variant="contained"
          disabled={creating.isLoading}
          onClick={() =>
            void create(appointmentId)
              .unwrap()
              .then(() => toast.success(t('invoiceCreated')))
              .catch((caught) => setCreateError(errorMessage(caught)))
          }
        >
          {t('createInvoice')}
        </Button>
        {createError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {createError}
          </Alert>
        ) : null}
      </Box>
    );
  return <CheckoutScreen invoice={data} />;
}

function NewSaleCheckout() {
  const { t } = useTranslation('checkout');
  const [params, setParams] = useSearchParams();
  const storeId = params.get('storeId');
  const invoiceId = params.get('invoiceId');
  const [start, starting] = useNewSaleMutation();
  const [error, setError] = useState<string | null>(null);
  const { data, isLoading } = useInvoiceQuery(invoiceId ?? '', { skip: !invoiceId });
  if (invoiceId) return isLoading || !data ? <PageLoader /> : <CheckoutScreen invoice={data} />;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('newSaleTitle')}
      </Typography>
      {!storeId ? (
        <Alert severity="info">{t('newSaleFromCalendar')}</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('newSaleIntro')}</Typography>
          <Button
            variant="contained"
            disabled={starting.isLoading}
            onClick={() =>
              void start({ storeId })
                .unwrap()
                .then((invoice) => setParams({ storeId, invoiceId: invoice.id }, { replace: true }))
                .catch((caught) => setError(errorMessage(caught)))
            }
          >
            {t('startSale')}
          </Button>
        </>
      )}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
