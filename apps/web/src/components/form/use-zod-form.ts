import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form bound to a shared zod schema, so the browser shows the same message the
 * server would return. Validates on blur, then on every change once touched; `validateOn: 'submit'`
 * for short forms with links under the fields (sign-in): a message appearing on blur would move the
 * "Forgot password?" link from under the finger that is tapping it.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  { validateOn = 'touch' }: { validateOn?: 'touch' | 'submit' } = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: validateOn === 'submit' ? 'onSubmit' : 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
  });
}
