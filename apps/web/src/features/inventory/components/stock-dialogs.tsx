import {
  MAX_UNIT_COST_CENTS,
  STOCK_NOTE_MAX,
  type StockItem,
  addStockSchema,
  editQuantitySchema,
  editThresholdSchema,
} from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormMoneyField } from '../../../components/form/form-money-field.tsx';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { centsToInput, moneyInput } from '../../../components/form/money-schema.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useAddStockMutation, useEditQuantityMutation, useEditThresholdMutation } from '../inventory.api.ts';

const unitCost = z.int().min(0, 'Unit cost cannot be negative').max(MAX_UNIT_COST_CENTS, 'Unit cost is too large');
const addStockFormSchema = addStockSchema.extend({ unitCostCents: moneyInput(unitCost, 'Unit cost') });

/** Runs a stock change: a toast on success, the server's message in the dialog otherwise. */
function useStockChange(onClose: () => void) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      toast.success(done, { autoHide: true });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return { error, run };
}

export function AddStockDialog({ item, unitCostCents, onClose }: { item: StockItem; unitCostCents: number; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const form = useZodForm(addStockFormSchema, { quantity: 1, unitCostCents: centsToInput(unitCostCents), note: '' });
  const [addStock, state] = useAddStockMutation();
  const { error, run } = useStockChange(onClose);
  const submit = form.handleSubmit((body) =>
    run(() => addStock({ id: item.id, body }).unwrap(), t('stockAdded', { count: body.quantity })),
  );
  return (
    <FormDialog
      title={t('addStock')}
      submitLabel={t('addStock')}
      busy={state.isLoading}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormNumberField control={form.control} name="quantity" label={t('quantityReceived')} required maxLength={7} />
      <FormMoneyField control={form.control} name="unitCostCents" label={t('unitCost')} required />
      <FormTextField control={form.control} name="note" label={t('note')} maxLength={STOCK_NOTE_MAX} />
    </FormDialog>
  );
}

export function EditQuantityDialog({ item, onClose }: { item: StockItem; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const form = useZodForm(editQuantitySchema, { quantity: item.quantity, reason: '' });
  const [editQuantity, state] = useEditQuantityMutation();
  const { error, run } = useStockChange(onClose);
  const submit = form.handleSubmit((body) =>
    run(() => editQuantity({ id: item.id, body }).unwrap(), t('quantitySaved', { count: body.quantity })),
  );
  return (
    <FormDialog
      title={t('editQuantity')}
      submitLabel={t('saveQuantity')}
      busy={state.isLoading}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormNumberField control={form.control} name="quantity" label={t('countedQuantity')} required maxLength={7} />
      <FormTextField
        control={form.control}
        name="reason"
        label={t('reason')}
        required
        maxLength={STOCK_NOTE_MAX}
        helperText={t('reasonHelp')}
      />
    </FormDialog>
  );
}

export function EditThresholdDialog({ item, onClose }: { item: StockItem; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const form = useZodForm(editThresholdSchema, { threshold: item.threshold });
  const [editThreshold, state] = useEditThresholdMutation();
  const { error, run } = useStockChange(onClose);
  const submit = form.handleSubmit((body) =>
    run(() => editThreshold({ id: item.id, body }).unwrap(), t('thresholdSaved', { count: body.threshold })),
  );
  return (
    <FormDialog
      title={t('editThreshold')}
      submitLabel={t('saveThreshold')}
      busy={state.isLoading}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormNumberField
        control={form.control}
        name="threshold"
        label={t('threshold')}
        required
        maxLength={7}
        helperText={t('thresholdHelp')}
      />
    </FormDialog>
  );
}
