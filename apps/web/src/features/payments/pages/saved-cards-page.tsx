import { CARD_BRAND_NAMES, type SavedCard } from '@salon/shared';
import AddCard from '@mui/icons-material/AddCard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { modalOpened } from '../../customer/customer-slice.ts';
import { useSession } from '../../session/session-context.ts';
import { CardBrandBadge } from '../components/card-brand-badge.tsx';
import { CardForm } from '../components/card-form.tsx';
import { expiryText } from '../components/saved-card-text.ts';
import {
  useAddSavedCardMutation,
  useRemoveSavedCardMutation,
  useSavedCardsQuery,
  useSetDefaultSavedCardMutation,
} from '../payments.api.ts';

function AddCardDialog({ hasCards, onClose }: { hasCards: boolean; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const toast = useToast();
  const titleId = useId();
  const [add] = useAddSavedCardMutation();
  const [makeDefault, setMakeDefault] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('addCardTitle')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <CardForm
          onCancel={onClose}
          onToken={async (token) => {
            try {
              const card = await add({ token: token.token, makeDefault: makeDefault || undefined }).unwrap();
              toast.success(t('added', { card: t('cardLabel', { brand: CARD_BRAND_NAMES[card.brand], last4: card.last4 }) }));
              onClose();
            } catch (caught) {
              // The gateway refused to save the card (declined): the message says why.
              const fields = (caught as { fields?: Record<string, string> }).fields;
              throw new Error(fields?.token ?? errorMessage(caught));
            }
          }}
        >
          {hasCards ? (
            <FormControlLabel
              control={<Checkbox checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />}
              label={t('makeDefault')}
            />
          ) : null}
        </CardForm>
      </DialogContent>
    </Dialog>
  );
}

function SavedCardRow({ card, onRemove }: { card: SavedCard; onRemove: () => void }) {
  const { t } = useTranslation('payments');
  const toast = useToast();
  const [setDefault, state] = useSetDefaultSavedCardMutation();
  const label = t('cardLabel', { brand: CARD_BRAND_NAMES[card.brand], last4: card.last4 });
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={label}
      sx={{ listStyle: 'none', p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <CardBrandBadge brand={card.brand} />
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{CARD_BRAND_NAMES[card.brand]}</Typography>
          <Typography sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>{t('lastFour', { last4: card.last4 })}</Typography>
          {card.isDefault ? <Chip label={t('default')} color="primary" size="small" /> : null}
          {card.expired ? <Chip label={t('expired')} color="error" size="small" variant="outlined" /> : null}
        </Box>
        <Typography variant="body2" color={card.expired ? 'error' : 'text.secondary'}>
          {expiryText(t, card)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, ml: { xs: 0, sm: 'auto' }, width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-end' }}>
        {!card.isDefault && !card.expired ? (
          <Button
            size="small"
            aria-label={t('makeDefaultFor', { card: label })}
            disabled={state.isLoading}
            onClick={() =>
              void setDefault(card.id)
                .unwrap()
                .then(() => toast.success(t('defaultSet', { card: label })))
                .catch((caught: unknown) => toast.error(errorMessage(caught)))
            }
          >
            {t('makeDefault')}
          </Button>
        ) : null}
        <Button size="small" color="error" aria-label={t('removeFor', { card: label })} onClick={onRemove}>
          {t('remove')}
        </Button>
      </Box>
    </Card>
  );
}

/** /customer/profile/payments: the customer's saved cards: add (tokenised at the gateway), list, make default, remove. */
export function SavedCardsPage() {
  const { t } = useTranslation('payments');
  const dispatch = useAppDispatch();
  const toast = useToast();
  const session = useSession();
  const customer = session.data?.user.userType === 'customer' ? session.data.user : null;
  const { data: cards, isLoading, error, refetch } = useSavedCardsQuery(undefined, { skip: !customer });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [remove, removeState] = useRemoveSavedCardMutation();
  const listId = useId();

  if (session.status === 'loading' && !session.data) return <PageLoader />;
  if (!customer) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {t('title')}
        </Typography>
        <Typography>{session.data ? t('customersOnly') : t('signInFor')}</Typography>
        {session.data ? null : (
          <Button variant="contained" onClick={() => dispatch(modalOpened('login'))}>
            {t('signIn')}
          </Button>
        )}
      </Container>
    );
  }
  if (isLoading) return <PageLoader />;
  const removingLabel = removing ? t('cardLabel', { brand: CARD_BRAND_NAMES[removing.brand], last4: removing.last4 }) : '';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" id={listId} sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, flex: 1 }}>
          {t('title')}
        </Typography>
        <Button variant="contained" startIcon={<AddCard />} onClick={() => setAdding(true)}>
          {t('addCard')}
        </Button>
      </Box>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {error ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      {cards?.length ? (
        <Box component="ul" aria-labelledby={listId} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {cards.map((card) => (
            <SavedCardRow key={card.id} card={card} onRemove={() => setRemoving(card)} />
          ))}
        </Box>
      ) : error ? null : (
        <Card variant="outlined" sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>{t('noCards')}</Typography>
          <Button variant="outlined" startIcon={<AddCard />} onClick={() => setAdding(true)}>
            {t('addCard')}
          </Button>
        </Card>
      )}
      {adding ? <AddCardDialog hasCards={Boolean(cards?.length)} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('removeTitle')}
        message={
          removing?.isDefault && (cards?.length ?? 0) > 1
            ? t('removeDefaultMessage', { card: removingLabel })
            : t('removeMessage', { card: removingLabel })
        }
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        busy={removeState.isLoading}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          void remove(removing.id)
            .unwrap()
            .then(() => toast.success(t('removed', { card: removingLabel })))
            .catch((caught: unknown) => toast.error(errorMessage(caught)))
            .finally(() => setRemoving(null));
        }}
      />
    </Container>
  );
}
