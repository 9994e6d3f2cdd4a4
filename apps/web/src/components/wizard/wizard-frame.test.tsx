// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider, useSelector } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { testI18n } from '../../testing/i18n.ts';
import { FormTextField } from '../form/form-text-field.tsx';
import { createWizardDraftSlice, type WizardDraftState } from './wizard-draft.ts';
import { WizardFrame } from './wizard-frame.tsx';
import { ReviewList } from './wizard-review.tsx';
import { type StepForm, defineStep } from './wizard-step.tsx';

const nameSchema = z.object({ name: z.string().trim().min(1, 'Name is required') });
const citySchema = z.object({ city: z.string().trim().min(1, 'City is required'), website: z.union([z.literal(''), z.url()]).nullish() });

const steps = [
  defineStep({
    key: 'who',
    schema: nameSchema,
    Fields: ({ form }: { form: StepForm<typeof nameSchema> }) => <FormTextField control={form.control} name="name" label="Name" />,
    Review: ({ values }) => <ReviewList items={[['Name', values.name]]} />,
  }),
  defineStep({
    key: 'where',
    schema: citySchema,
    Fields: ({ form }: { form: StepForm<typeof citySchema> }) => <FormTextField control={form.control} name="city" label="City" />,
    Review: ({ values }) => <ReviewList items={[['City', values.city]]} />,
    // A rule across steps, as the store wizard checks a licence date against the zone of an earlier step.
    check: (values, { steps: all }): Record<string, string> =>
      values.city === all.who?.name ? { city: 'City cannot be the same as the name' } : {},
  }),
];

const defaults = { who: { name: '' }, where: { city: '', website: '' } };
const draft = createWizardDraftSlice<typeof defaults>({ name: 'testWizard', defaults });
type State = { testWizard: WizardDraftState<typeof defaults, unknown> };

function Harness({ onSave }: { onSave: (parsed: Record<string, Record<string, unknown>>) => Promise<void> }) {
  const state = useSelector((root: State) => root.testWizard);
  return (
    <WizardFrame
      title="Test"
      draft={draft}
      state={state}
      steps={steps}
      stepTitles={{ who: 'Who', where: 'Where' }}
      onSave={onSave}
      saveLabel="Save"
    />
  );
}

function renderFrame(onSave = vi.fn(async () => {})) {
  const store = configureStore({ reducer: { testWizard: draft.reducer } });
  render(
    <I18nextProvider i18n={testI18n()}>
      <Provider store={store}>
        <Harness onSave={onSave} />
      </Provider>
    </I18nextProvider>,
  );
  return { store, onSave };
}

afterEach(cleanup);

describe('the wizard frame', () => {
  it("runs a step's check against the other steps before Next, and shows its message on the field", async () => {
    const user = userEvent.setup();
    const { store } = renderFrame();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Where' });
    await user.type(screen.getByLabelText('City'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('City cannot be the same as the name')).toBeTruthy();
    expect(store.getState().testWizard.activeStep).toBe(1);
    await user.type(screen.getByLabelText('City'), 'ton');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Review' });
  });

  it('checks a step with its schema before moving on, then saves every step in one call', async () => {
    const user = userEvent.setup();
    const { store, onSave } = renderFrame();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(store.getState().testWizard.activeStep).toBe(0);

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Where' });
    expect(store.getState().testWizard.steps.who).toEqual({ name: 'Ada' });

    await user.type(screen.getByLabelText('City'), 'Chicago');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Review' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ who: { name: 'Ada' }, where: { city: 'Chicago', website: '' } });
  });

  it("puts the server's 422 messages on the fields of the step they belong to", async () => {
    const user = userEvent.setup();
    const refuse = vi.fn(async () => {
      throw { hasError: true, status: 422, message: 'Some fields are not valid', fields: { 'where.city': 'City is not served' } };
    });
    const { store } = renderFrame(refuse);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('City'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City is not served')).toBeTruthy();
    expect(screen.getByText('Some fields are not valid')).toBeTruthy();
    expect(store.getState().testWizard.activeStep).toBe(1);
  });
});
