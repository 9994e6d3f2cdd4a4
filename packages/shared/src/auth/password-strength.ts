// Spec section 4: the strength meter and checklist shown while a password is typed.
import { PASSWORD_RULES } from '../validation/rules.ts';

const SPECIAL_CHARACTER = /[!,%&@#$^*?_~]/;
const LETTER = /\p{L}/u;

export type PasswordStrengthLabel = 'Weak' | 'Strong' | '';

/** One point each for mixed case, letters plus digits, a special character, and more than 7 characters. */
export function passwordStrength(password: string): { score: number; label: PasswordStrengthLabel } {
  const points = [
    PASSWORD_RULES.uppercase.test(password) && PASSWORD_RULES.lowercase.test(password),
    LETTER.test(password) && PASSWORD_RULES.digit.test(password),
    SPECIAL_CHARACTER.test(password),
    password.length > 7,
  ];
  const score = points.filter(Boolean).length;
  // A score of 3 shows no label, as the spec says.
  const label: PasswordStrengthLabel = password === '' ? '' : score <= 2 ? 'Weak' : score === 4 ? 'Strong' : '';
  return { score, label };
}

export function passwordChecklist(password: string): {
  minLength: boolean;
  number: boolean;
  uppercase: boolean;
  lowercase: boolean;
} {
  return {
    minLength: password.length >= 8,
    number: PASSWORD_RULES.digit.test(password),
    uppercase: PASSWORD_RULES.uppercase.test(password),
    lowercase: PASSWORD_RULES.lowercase.test(password),
  };
}
