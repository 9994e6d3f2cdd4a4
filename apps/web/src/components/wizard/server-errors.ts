/** The top-level request field of a server error path: `address.postalCode` and `images[0]` both name their first part. */
export function topField(path: string): string {
  return path.split(/[.[]/, 1)[0] ?? path;
}

export interface StepErrors {
  /** Per step index, the messages by field path. */
  byStep: Map<number, Record<string, string>>;
  /** Messages no step owns (shown on the review step). */
  unplaced: Record<string, string>;
}

/**
 * Places a 422's `error.fields` on the steps that own them. A request nested by step
 * (`basicDetails.address.city`) names the step first; a flat one (`address.city`) names a field
 * that one step owns (see WizardStep.fields).
 */
export function placeServerErrors(
  steps: readonly { key: string; fields: readonly string[] }[],
  fields: Record<string, string>,
): StepErrors {
  const byStep = new Map<number, Record<string, string>>();
  const unplaced: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const top = topField(path);
    const nested = steps.findIndex((step) => step.key === top && path.length > top.length);
    const index = nested >= 0 ? nested : steps.findIndex((step) => step.fields.includes(top));
    if (index < 0) {
      unplaced[path] = message;
      continue;
    }
    const field = nested >= 0 ? path.slice(top.length + 1) : path;
    byStep.set(index, { ...byStep.get(index), [field]: message });
  }
  return { byStep, unplaced };
}

/** The step to open after a refused save: the first one with an error. */
export function firstStepWithErrors(errors: StepErrors): number | null {
  const indexes = [...errors.byStep.keys()];
  return indexes.length ? Math.min(...indexes) : null;
}
