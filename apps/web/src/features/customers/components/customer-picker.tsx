import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CustomerListItem } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../customer-format.ts';
import { useSearchCustomersQuery } from '../customers.api.ts';

/** Finds a primary customer by name, phone digits or email (the list's search), leaving out `exceptId`. */
export function CustomerPicker({
  label,
  exceptId,
  onPick,
}: {
  label: string;
  exceptId: string;
  onPick: (c: CustomerListItem | null) => void;
}) {
  const { t } = useTranslation('customers');
  const [input, setInput] = useState('');
  const term = input.trim();
  const { data, isFetching } = useSearchCustomersQuery({ search: term, pageSize: 10 }, { skip: term.length < 2 });
  const options = (data?.items ?? []).filter((c) => c.id !== exceptId && c.profileType === 'PRIMARY');
  return (
    <Autocomplete
      options={options}
      loading={isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(c) => `${fullName(c)}${c.phone.value ? ` · ${c.phone.value}` : ''}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, value) => setInput(value.slice(0, 50))}
      onChange={(_e, value) => onPick(value)}
      noOptionsText={term.length < 2 ? t('findCustomer') : t('none')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
