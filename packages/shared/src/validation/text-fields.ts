// Text fields of the wizards (store, brand, employee): trimmed, with messages naming the field.
import { text } from './text.ts';

/** Required text: absent, null or blank answers "<label> is required". */
export function requiredText(label: string, max: number) {
  return text({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional text: null, absent, or a string that may be empty (the server stores an empty one as null). */
export function optionalText(label: string, max: number) {
  return text({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish();
}
