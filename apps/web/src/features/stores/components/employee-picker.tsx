import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useSearchEmployeesQuery } from '../../employees/employees.api.ts';

export interface PickedEmployee {
  employeeId: string;
  name: string;
  email: string;
}

/** Several active employees, searched by name, phone or email as one types. */
export function EmployeePicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: readonly PickedEmployee[];
  onChange: (value: PickedEmployee[]) => void;
}) {
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim().slice(0, 50));
  const { data, isFetching } = useSearchEmployeesQuery({
    page: 1,
    pageSize: 20,
    filters: { status: 'active' },
    ...(search ? { search } : {}),
  });
  const options: PickedEmployee[] = (data?.items ?? []).map((e) => ({
    employeeId: e.id,
    name: `${e.firstName} ${e.lastName}`,
    email: e.email,
  }));
  return (
    <Autocomplete
      multiple
      options={options}
      value={[...value]}
      loading={isFetching}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.employeeId === chosen.employeeId}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      renderOption={(props, option) => (
        <li {...props} key={option.employeeId}>
          {option.name} · {option.email}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
