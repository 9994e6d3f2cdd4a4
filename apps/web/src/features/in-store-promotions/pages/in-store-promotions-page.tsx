import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type InStorePromotion, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useSession } from '../../session/session-context.ts';
import {
  useDeleteInStorePromotionMutation,
  useInStorePromotionsQuery,
  useMoveInStorePromotionMutation,
  useSetInStorePromotionActiveMutation,
} from '../in-store-promotions.api.ts';
import { PromotionDialog } from '../promotion-dialog.tsx';
import { PromotionRow } from '../promotion-row.tsx';

/** /admin/in-store-promotions: the images of the tablets' idle loop, in their order, with thumbnails. */
export function InStorePromotionsPage() {
  return (
    <AccessGuard flags={['view_promo_codes', 'create_edit_promo_codes']}>
      <Promotions />
    </AccessGuard>
  );
}

function Promotions() {
  const { t } = useTranslation('inStorePromotions');
  const { data: session } = useSession();
  const toast = useToast();
  const { data, error, isLoading } = useInStorePromotionsQuery();
  const [move, moving] = useMoveInStorePromotionMutation();
  const [setActive, toggling] = useSetInStorePromotionActiveMutation();
  const [remove, removing] = useDeleteInStorePromotionMutation();
  const [editing, setEditing] = useState<InStorePromotion | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InStorePromotion | null>(null);
  if (isLoading) return <PageLoader />;
  if (error || !data) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const canEdit = hasAccess(session?.accessControls, ['create_edit_promo_codes']);
  const busy = moving.isLoading || toggling.isLoading || removing.isLoading;
  const run = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) toast.success(done, { autoHide: true });
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const items = data.items;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('title')}</Typography>
        {canEdit ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('newPromotion')}
          </Button>
        ) : null}
      </Box>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {items.length === 0 ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <Box component="ol" aria-label={t('title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {items.map((p, i) => (
            <PromotionRow
              key={p.id}
              promotion={p}
              first={i === 0 || items[i - 1]?.brandId !== p.brandId}
              last={i === items.length - 1 || items[i + 1]?.brandId !== p.brandId}
              busy={busy}
              actions={
                canEdit
                  ? {
                      onMove: (direction) => void run(() => move({ id: p.id, direction }).unwrap()),
                      onEdit: () => setEditing(p),
                      onToggle: () =>
                        void run(
                          () => setActive({ id: p.id, active: !p.active }).unwrap(),
                          t(p.active ? 'deactivated' : 'activated', { title: p.title }),
                        ),
                      onDelete: () => setDeleting(p),
                    }
                  : null
              }
            />
          ))}
        </Box>
      )}
      {editing ? <PromotionDialog promotion={editing === 'new' ? null : editing} options={data} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        message={t('deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        busy={removing.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void run(() => remove(target.id).unwrap(), t('deleted', { title: target.title })).then(() => setDeleting(null));
        }}
      />
    </Box>
  );
}
