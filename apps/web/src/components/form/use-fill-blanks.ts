import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Fills a form's still-blank, untouched fields from values that may arrive after the first render (the signed-in
 * person's name and email once the session answers). Each field is filled at most once: a field the person has typed
 * in, or emptied after it was filled, is left as it is.
 */
export function useFillBlanks<T extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<T, unknown, Out>,
  values: Partial<Record<Path<T>, string>>,
) {
  const { getValues, getFieldState, setValue } = form;
  const filled = useRef(new Set<string>());
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `values`, a new object every render.
  useEffect(() => {
    for (const [name, value] of Object.entries(values) as [Path<T>, string | undefined][]) {
      if (!value || filled.current.has(name)) continue;
      filled.current.add(name);
      const state = getFieldState(name);
      if (getValues(name) || state.isDirty || state.isTouched) continue;
      setValue(name, value as PathValue<T, Path<T>>);
    }
  }, [key, getValues, getFieldState, setValue]);
}
