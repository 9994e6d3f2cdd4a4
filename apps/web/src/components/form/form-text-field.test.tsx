// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../../testing/i18n.ts';
import { FormTextField } from './form-text-field.tsx';

function Harness({ numeric = false }: { numeric?: boolean }) {
  const { control } = useForm({ defaultValues: { name: '' } });
  return <FormTextField control={control} name="name" label="Store name" maxLength={numeric ? 6 : 20} numeric={numeric} />;
}

const renderField = (numeric?: boolean) =>
  render(
    <I18nextProvider i18n={testI18n()}>
      <Harness numeric={numeric} />
    </I18nextProvider>,
  );

afterEach(cleanup);

describe('FormTextField with a limit', () => {
  it('keeps everything pasted past the limit and says how far over it is', async () => {
    renderField();
    const input = screen.getByLabelText('Store name');
    await userEvent.click(input);
    await userEvent.paste('A'.repeat(30));
    expect(input).toHaveProperty('value', 'A'.repeat(30));
    expect(screen.getByText('At most 20 characters: this has 30')).toBeTruthy();
    expect(screen.getByText('30 / 20')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('counts from 80% of the limit and stays quiet before', async () => {
    renderField();
    const input = screen.getByLabelText('Store name');
    await userEvent.type(input, 'A'.repeat(15));
    expect(screen.queryByText('15 / 20')).toBeNull();
    await userEvent.type(input, 'A');
    expect(screen.getByText('16 / 20')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps the hard limit on digit-only codes', () => {
    renderField(true);
    expect(screen.getByLabelText('Store name').getAttribute('maxlength')).toBe('6');
  });
});
