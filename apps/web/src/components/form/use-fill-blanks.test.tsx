// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useFillBlanks } from './use-fill-blanks.ts';

/** A form whose known name and email arrive later (the session), as on the contact pages. */
function Harness({ known }: { known: { name?: string; replyTo?: string } }) {
  const form = useForm({ defaultValues: { name: '', replyTo: '', subject: 'Hello' } });
  useFillBlanks(form, known);
  return (
    <form>
      <input aria-label="Name" {...form.register('name')} />
      <input aria-label="Reply to" {...form.register('replyTo')} />
      <input aria-label="Subject" {...form.register('subject')} />
    </form>
  );
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(cleanup);

describe('useFillBlanks', () => {
  it('fills blank fields when the values arrive after the first render', () => {
    const { rerender } = render(<Harness known={{}} />);
    expect(value('Name')).toBe('');
    rerender(<Harness known={{ name: 'Jordan Lee', replyTo: 'jordan@example.com' }} />);
    expect(value('Name')).toBe('Jordan Lee');
    expect(value('Reply to')).toBe('jordan@example.com');
  });

  it('leaves what the person typed', async () => {
    const { rerender } = render(<Harness known={{}} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Sam');
    rerender(<Harness known={{ name: 'Jordan Lee', replyTo: 'jordan@example.com' }} />);
    expect(value('Name')).toBe('Sam');
    expect(value('Reply to')).toBe('jordan@example.com');
  });

  it('fills a field once: emptied by the person, it stays empty', async () => {
    const { rerender } = render(<Harness known={{ replyTo: 'jordan@example.com' }} />);
    expect(value('Reply to')).toBe('jordan@example.com');
    await userEvent.clear(screen.getByLabelText('Reply to'));
    rerender(<Harness known={{ replyTo: 'jordan@example.com', name: 'Jordan Lee' }} />);
    expect(value('Reply to')).toBe('');
    expect(value('Name')).toBe('Jordan Lee');
  });

  it('does not overwrite a field that is already filled', () => {
    const { rerender } = render(<Harness known={{}} />);
    rerender(<Harness known={{ subject: 'Other' } as never} />);
    expect(value('Subject')).toBe('Hello');
  });
});
