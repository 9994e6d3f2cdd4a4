// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../testing/i18n.ts';
import { PasswordStrength } from './password-strength.tsx';

function renderStrength(password: string) {
  render(
    <I18nextProvider i18n={testI18n()}>
      <PasswordStrength password={password} />
    </I18nextProvider>,
  );
  return {
    label: screen.getByTestId('password-strength-label').textContent,
    met: (rule: string) => within(screen.getByText(rule).closest('li') as HTMLElement).queryByTitle('Met') !== null,
  };
}

afterEach(cleanup);

describe('PasswordStrength', () => {
  it.each([
    ['', ''],
    ['abc', 'Weak'],
    ['abcdefgh', 'Weak'],
    ['Abcdefg1', ''], // mixed case, letters+digits, length > 7: score 3 shows no label
    ['Abcdefg1!', 'Strong'],
  ])('labels %j as %j', (password, expected) => {
    expect(renderStrength(password).label).toBe(expected);
  });

  it('ticks each checklist rule as the password meets it', () => {
    const view = renderStrength('abcdefg1');
    expect(view.met('At least 8 characters')).toBe(true);
    expect(view.met('At least one number')).toBe(true);
    expect(view.met('At least one lowercase letter')).toBe(true);
    expect(view.met('At least one uppercase letter')).toBe(false);
  });

  it('shows an empty checklist for an empty password', () => {
    const view = renderStrength('');
    for (const rule of ['At least 8 characters', 'At least one number', 'At least one uppercase letter', 'At least one lowercase letter']) {
      expect(view.met(rule)).toBe(false);
    }
  });
});
