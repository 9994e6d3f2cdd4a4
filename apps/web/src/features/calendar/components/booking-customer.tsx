import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinnedNotes } from '../../customers/components/pinned-notes.tsx';
import { type QuickCustomer, QuickCustomerForm } from '../../customers/components/quick-customer-form.tsx';
import { useSession } from '../../session/session-context.ts';
import { useCustomerLookupQuery } from '../calendar.api.ts';

export type BookingWho = 'customer' | 'guest';
export interface BookingPerson {
  who: BookingWho;
  customerId: string | null;
  guestName: string;
  guestPhone: string;
}

export const NO_PERSON: BookingPerson = { who: 'customer', customerId: null, guestName: '', guestPhone: '' };

/** What is missing from the person part, keyed like the server's field errors. */
export function personErrors(person: BookingPerson, t: (key: 'chooseCustomer' | 'guestName') => string): Record<string, string> {
  if (person.who === 'customer' && !person.customerId) return { customer: t('chooseCustomer') };
  if (person.who === 'guest' && !person.guestName.trim()) return { guest: t('guestName') };
  return {};
}

/** The person part of a booking request: the chosen customer, or the guest's name and phone. */
export function personBody({ who, customerId, guestName, guestPhone }: BookingPerson) {
  if (who === 'customer' && customerId) return { customerId };
  return { guest: { name: guestName.trim(), ...(guestPhone.trim() ? { phoneNumber: guestPhone.trim() } : {}) } };
}

const label = (c: QuickCustomer) => (c.phoneLast4 ? `${c.name} · ••${c.phoneLast4}` : c.name);

/**
 * Who the booking is for: a customer found by name or phone (their pinned notes show once chosen), one created
 * on the spot when the search finds nobody (flag create_customer), or a quick guest.
 */
export function BookingCustomer({
  storeId,
  person,
  onChange,
  errors,
  customersOnly = false,
}: {
  storeId: string;
  person: BookingPerson;
  onChange: (next: BookingPerson) => void;
  errors: Record<string, string>;
  /** No quick guest (the waitlist needs a customer to message). */
  customersOnly?: boolean;
}) {
  const { t } = useTranslation('calendar');
  const { t: tc } = useTranslation('customers');
  const { data: session } = useSession();
  const mayCreate = hasAccess(session?.accessControls, ['create_customer']);
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<QuickCustomer | null>(null);
  const trimmed = query.trim();
  const matches = useCustomerLookupQuery({ storeId, q: trimmed }, { skip: person.who !== 'customer' || trimmed.length < 2 });
  const set = (patch: Partial<BookingPerson>) => onChange({ ...person, ...patch });
  const found = matches.data ?? [];
  const options = created && !found.some((c) => c.id === created.id) ? [created, ...found] : found;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {customersOnly ? null : (
        <>
          <Typography component="p" variant="body2" id="booking-customer-kind" sx={{ fontWeight: 500 }}>
            {t('customerKind')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={person.who}
            onChange={(_e, value: BookingWho | null) => value && set({ who: value })}
            aria-labelledby="booking-customer-kind"
          >
            <ToggleButton value="customer">{t('existingCustomer')}</ToggleButton>
            <ToggleButton value="guest">{t('guestCustomer')}</ToggleButton>
          </ToggleButtonGroup>
        </>
      )}
      {person.who === 'customer' ? (
        <>
          <TextField
            size="small"
            type="search"
            label={t('searchCustomer')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              set({ customerId: null });
            }}
            error={Boolean(errors.customer || errors.customerId)}
            helperText={errors.customer ?? errors.customerId ?? t('searchCustomerHelp')}
          />
          {options.length ? (
            <RadioGroup
              aria-label={t('chooseCustomer')}
              value={person.customerId ?? ''}
              onChange={(e) => set({ customerId: e.target.value })}
            >
              {options.map((c) => (
                <FormControlLabel key={c.id} value={c.id} control={<Radio size="small" />} label={label(c)} />
              ))}
            </RadioGroup>
          ) : matches.data ? (
            <Typography variant="body2" color="text.secondary" role="status">
              {t('noCustomerMatch')}
            </Typography>
          ) : null}
          {mayCreate && !creating && matches.data && !person.customerId ? (
            <Button size="small" sx={{ justifySelf: 'start' }} onClick={() => setCreating(true)}>
              {tc('newCustomer')}
            </Button>
          ) : null}
          {creating ? (
            <QuickCustomerForm
              storeId={storeId}
              typed={trimmed}
              onCancel={() => setCreating(false)}
              onCreated={(customer) => {
                setCreated(customer);
                setCreating(false);
                set({ customerId: customer.id });
              }}
            />
          ) : null}
          <PinnedNotes customerId={person.customerId} />
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            size="small"
            required
            label={t('guestName')}
            value={person.guestName}
            onChange={(e) => set({ guestName: e.target.value })}
            error={Boolean(errors.guest || errors['guest.name'])}
            helperText={errors['guest.name']}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            size="small"
            type="tel"
            label={t('guestPhone')}
            value={person.guestPhone}
            onChange={(e) => set({ guestPhone: e.target.value })}
            error={Boolean(errors['guest.phoneNumber'])}
            helperText={errors['guest.phoneNumber']}
          />
        </Box>
      )}
    </Box>
  );
}
