import { type ComponentType, type RefObject, useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm } from '../form/use-zod-form.ts';

/** A step's form: react-hook-form over the step's schema (input values typed, output values parsed). */
export type StepForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

type Values = Record<string, unknown>;
type ErasedSchema = z.ZodType<Values, Values>;

/** One wizard step, its types erased so a list of different steps fits one frame. */
export interface WizardStep {
  key: string;
  /** Top-level request fields this step owns: a server error on `address.city` goes to the step owning `address`. */
  fields: readonly string[];
  schema: ErasedSchema;
  Fields: ComponentType<{ form: StepForm<ErasedSchema> }>;
  Review: ComponentType<{ values: Values }>;
  /** Checks the schema cannot make alone (against other steps' values): messages by field path, empty when fine. */
  check?: StepCheck;
}

/** What a step checks against the whole draft before Next: `editing` is true for an existing record. */
export type StepCheck = (values: Values, context: { steps: Record<string, Values>; editing: boolean }) => Record<string, string>;

interface StepDefinition<S extends z.ZodObject> {
  key: string;
  schema: S;
  /** The step's inputs, bound to its form. */
  Fields: ComponentType<{ form: StepForm<S> }>;
  /** What the review step shows for this step. */
  Review: ComponentType<{ values: z.input<S> }>;
  check?: (values: z.output<S>, context: { steps: Record<string, Values>; editing: boolean }) => Record<string, string>;
}

/**
 * Declares a step from the zod schema of its part of the request (picked from the shared create
 * schema), so the browser checks each step with the server's own rules and messages.
 */
export function defineStep<S extends z.ZodObject>({ key, schema, Fields, Review, check }: StepDefinition<S>): WizardStep {
  return {
    ...(check ? { check: check as unknown as StepCheck } : {}),
    key,
    fields: Object.keys(schema.shape),
    // The one place the step's own types are erased; the frame only passes values through them.
    schema: schema as unknown as ErasedSchema,
    Fields: Fields as unknown as WizardStep['Fields'],
    Review: Review as unknown as WizardStep['Review'],
  };
}

export function parseStep(step: WizardStep, values: Values): { success: true; data: Values } | { success: false } {
  const result = step.schema.safeParse(values);
  return result.success ? { success: true, data: result.data } : { success: false };
}

export interface StepFormHostProps {
  step: WizardStep;
  values: Values;
  /** Every change, unvalidated: the draft keeps what was typed across a reload. */
  onValues: (values: Values) => void;
  /** The server's messages for this step's fields (422 `error.fields`), by field path. */
  serverErrors: Record<string, string>;
  /** The frame calls this on Next: true when the step's schema and its check accept the values. */
  validateRef: RefObject<(() => Promise<boolean>) | null>;
  /** Every step's values and whether an existing record is edited, for the step's `check`. */
  context: { steps: Record<string, Values>; editing: boolean };
}

/** The active step's form: its schema as resolver, the draft's values as defaults, the server's messages on its fields. */
export function StepFormHost({ step, values, onValues, serverErrors, validateRef, context }: StepFormHostProps) {
  const form = useZodForm(step.schema, values);
  const onValuesRef = useRef(onValues);
  onValuesRef.current = onValues;

  useEffect(() => {
    const subscription = form.watch((next, { name }) => {
      // A field showing a message is re-checked as it is edited (a server message simply goes): left for the blur,
      // the message vanished as the pointer pressed Next, the layout shifted under it and the click was lost. A
      // field-array row's untouched field can hold such a message after a sibling's blur.
      const edited = name as FieldPath<Values> | undefined;
      const error = edited ? form.getFieldState(edited).error : undefined;
      if (edited && error?.type === 'server') form.clearErrors(edited);
      else if (edited && error) void form.trigger(edited);
      onValuesRef.current({ ...next });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    for (const [name, message] of Object.entries(serverErrors)) {
      form.setError(name as FieldPath<Values>, { type: 'server', message }, { shouldFocus: false });
    }
  }, [form, serverErrors]);

  // handleSubmit, not trigger: after a refused Next the form re-checks as one types, so a fixed
  // field's message goes at once instead of on blur (which moved the Next button under the pointer).
  validateRef.current = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        (data) => {
          const problems = Object.entries(step.check?.(data, context) ?? {});
          for (const [name, message] of problems) {
            form.setError(name as FieldPath<Values>, { type: 'check', message }, { shouldFocus: true });
          }
          resolve(problems.length === 0);
        },
        () => resolve(false),
      )();
    });
  return <step.Fields form={form} />;
}
