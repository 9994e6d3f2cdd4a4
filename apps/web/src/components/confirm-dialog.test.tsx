// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

const props = {
  open: true,
  title: 'Mark as walk-out?',
  message: 'The customer left without paying.',
  confirmLabel: 'Mark walk-out',
  cancelLabel: 'Cancel',
  onConfirm: () => {},
  onCancel: () => {},
};

describe('ConfirmDialog', () => {
  it('shows why the server refused the action, in the dialog that asked', () => {
    render(<ConfirmDialog {...props} error="A walk-out can be marked only after check-in" />);
    const dialog = screen.getByRole('dialog', { name: 'Mark as walk-out?' });
    expect(within(dialog).getByRole('alert').textContent).toBe('A walk-out can be marked only after check-in');
  });

  it('shows no alert before anything was refused', () => {
    render(<ConfirmDialog {...props} />);
    expect(within(screen.getByRole('dialog', { name: 'Mark as walk-out?' })).queryByRole('alert')).toBeNull();
  });
});
