// The address fields the store and employee wizards share (spec section 5's address characters).
import { usStateSchema } from '../stores/us-states.ts';
import { postalCodeSchema } from './rules.ts';
import { optionalText, requiredText } from './text-fields.ts';

const ADDRESS_CHARACTERS = /^[\p{L}\p{M}\d '\-/,.#]*$/u;
const ADDRESS_MESSAGE = "Use only letters, digits, spaces and - / , . # '";

/** One address's fields, built afresh for each object; the wizards name the two lines differently. */
export function addressFields() {
  return {
    line1: requiredText('Address', 100).regex(ADDRESS_CHARACTERS, ADDRESS_MESSAGE),
    line2: optionalText('Address line 2', 100).refine((v) => !v || ADDRESS_CHARACTERS.test(v), ADDRESS_MESSAGE),
    city: requiredText('City', 50).regex(/^[\p{L}\p{M}][\p{L}\p{M} '.-]*$/u, "City may contain only letters, spaces and . ' -"),
    state: usStateSchema,
    postalCode: postalCodeSchema,
  };
}
