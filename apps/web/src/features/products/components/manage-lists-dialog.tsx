import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  PRODUCT_LISTS,
  PRODUCT_LIST_MAX_ITEMS,
  type ProductListName,
  type ProductLists,
  hasAccess,
  productListUpdateSchema,
} from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useSession } from '../../session/session-context.ts';
import { useProductListsQuery, useUpdateProductListMutation } from '../products.api.ts';

export const MANAGE_LISTS_FLAGS = ['product_categories', 'product_types'];

/** "Manage lists" for those allowed to edit the product lists (productUse, category, productType, manufacturer). */
export function ManageListsButton() {
  const { t } = useTranslation('products');
  const { data: session } = useSession();
  const { data: lists } = useProductListsQuery();
  const [open, setOpen] = useState(false);
  if (!hasAccess(session?.accessControls, MANAGE_LISTS_FLAGS) || !lists) return null;
  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)}>
        {t('manageLists')}
      </Button>
      {open ? <ManageListsDialog lists={lists} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

type Row = { key: string; value?: string; label: string };

let nextKey = 0;
const withKeys = (items: readonly { value: string; label: string }[]): Row[] => items.map((item) => ({ ...item, key: `row-${nextKey++}` }));

function ManageListsDialog({ lists, onClose }: { lists: ProductLists; onClose: () => void }) {
  const { t } = useTranslation('products');
  const toast = useToast();
  const titleId = useId();
  const [list, setList] = useState<ProductListName>('category');
  const [rows, setRows] = useState<Row[]>(() => withKeys(lists.category));
  const [defaultValue, setDefaultValue] = useState(lists.defaultProductType);
  const [error, setError] = useState<string | null>(null);
  const [update, updating] = useUpdateProductListMutation();

  const pick = (next: ProductListName) => {
    setList(next);
    setRows(withKeys(lists[next]));
    setError(null);
  };
  const save = async () => {
    const items = rows.map(({ value, label }) => (value ? { value, label } : { label }));
    const body = { items, ...(list === 'productType' ? { defaultValue } : {}) };
    const parsed = productListUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('listInvalid'));
      return;
    }
    try {
      await update({ list, body }).unwrap();
      toast.success(t('listSaved', { list: t(`list.${list}`) }), { autoHide: true });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('manageLists')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={t('whichList')}
          value={list}
          onChange={(event) => pick(PRODUCT_LISTS.find((l) => l === event.target.value) ?? 'category')}
        >
          {PRODUCT_LISTS.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`list.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {rows.map((row, index) => (
          <Box key={row.key} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 1 }}>
            <TextField
              label={t('itemN', { n: index + 1 })}
              value={row.label}
              slotProps={{ htmlInput: { maxLength: 60 } }}
              onChange={(event) => setRows(rows.map((r, i) => (i === index ? { ...r, label: event.target.value } : r)))}
            />
            <IconButton
              aria-label={t('removeItem', { n: index + 1 })}
              disabled={rows.length === 1}
              onClick={() => setRows(rows.filter((_, i) => i !== index))}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button
            variant="outlined"
            disabled={rows.length >= PRODUCT_LIST_MAX_ITEMS}
            onClick={() => setRows([...rows, { key: `row-${nextKey++}`, label: '' }])}
          >
            {t('addItem')}
          </Button>
        </Box>
        {list === 'productType' ? (
          <TextField select label={t('defaultType')} value={defaultValue} onChange={(event) => setDefaultValue(event.target.value)}>
            {rows
              .filter((r) => r.value)
              .map((r) => (
                <MenuItem key={r.value} value={r.value}>
                  {r.label}
                </MenuItem>
              ))}
          </TextField>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={updating.isLoading}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={updating.isLoading}>
          {t('saveList')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
