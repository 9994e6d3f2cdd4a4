import { US_STATES } from '@salon/shared';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../form/form-select-field.tsx';
import { FormTextField } from '../form/form-text-field.tsx';
import { FieldGrid } from './field-grid.tsx';

export const US_STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

/** Line-field names differ by schema: stores and brands say addressLine1, employees say line1. */
export type AddressKeys = { line1: string; line2: string };
export const STORE_ADDRESS_KEYS: AddressKeys = { line1: 'addressLine1', line2: 'addressLine2' };
export const EMPLOYEE_ADDRESS_KEYS: AddressKeys = { line1: 'line1', line2: 'line2' };

/** A US address (street, line 2, city, state, postal code) under `prefix` of the step's form. */
export function AddressFields<T extends FieldValues>({
  control,
  prefix,
  keys = STORE_ADDRESS_KEYS,
  labelPrefix,
}: {
  control: Control<T>;
  prefix: string;
  keys?: AddressKeys;
  /** Distinguishes two addresses on one step for assistive technology (e.g. "Billing"). */
  labelPrefix?: string;
}) {
  const { t } = useTranslation('wizard');
  const name = (field: string) => `${prefix}.${field}` as Path<T>;
  const label = (text: string) => (labelPrefix ? `${labelPrefix} ${text.toLowerCase()}` : text);
  return (
    <FieldGrid>
      <FormTextField control={control} name={name(keys.line1)} label={label(t('address.line1'))} required maxLength={100} />
      <FormTextField control={control} name={name(keys.line2)} label={label(t('address.line2'))} maxLength={100} />
      <FormTextField control={control} name={name('city')} label={label(t('address.city'))} required maxLength={50} />
      <FormSelectField control={control} name={name('state')} label={label(t('address.state'))} required options={US_STATE_OPTIONS} />
      <FormTextField control={control} name={name('postalCode')} label={label(t('address.postalCode'))} required maxLength={12} />
    </FieldGrid>
  );
}

export function formatAddress(address: Record<string, unknown> | null | undefined, keys: AddressKeys = STORE_ADDRESS_KEYS): string {
  if (!address) return '';
  return [address[keys.line1], address[keys.line2], address.city, address.state, address.postalCode]
    .filter((part) => typeof part === 'string' && part.length > 0)
    .join(', ');
}
