import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { PasswordStrength } from '../password-strength.tsx';
import { PasswordField } from './password-field.tsx';

type NewPasswordValues = { password: string; confirmPassword: string };

export interface NewPasswordFieldsProps<T extends FieldValues & NewPasswordValues> {
  /** A form built from `newPasswordFields` (password-forms.ts). */
  control: Control<T>;
  passwordLabel: string;
  confirmPasswordLabel: string;
  autoFocus?: boolean;
}

/** A new password typed twice, with the strength meter and checklist between the two inputs. */
export function NewPasswordFields<T extends FieldValues & NewPasswordValues>({
  control,
  passwordLabel,
  confirmPasswordLabel,
  autoFocus,
}: NewPasswordFieldsProps<T>) {
  // Path<T> of a generic T cannot be narrowed to these names by TypeScript; the constraint on T guarantees them.
  const passwordName = 'password' as Path<T>;
  const password = useWatch<T, Path<T>, T, string>({ control, name: passwordName, compute: (value) => value ?? '' });
  return (
    <>
      <PasswordField
        control={control}
        name={passwordName}
        label={passwordLabel}
        autoComplete="new-password"
        maxLength={64}
        autoFocus={autoFocus}
      />
      <PasswordStrength password={password} />
      <PasswordField
        control={control}
        name={'confirmPassword' as Path<T>}
        label={confirmPasswordLabel}
        autoComplete="new-password"
        maxLength={64}
      />
    </>
  );
}
