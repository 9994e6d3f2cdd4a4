import { hasAccess, type AccessControls } from '@salon/shared';

/** Phone numbers shown to staff without the full-view flag: `(***) ***-1234`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `(***) ***-${digits.slice(-4).padStart(4, '*')}`;
}

/** Emails shown partially: `j***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export type PersonalInfoType = 'phone' | 'email';

/** Flags that show the full value of each type; view_partial_phone shows either masked. */
export const FULL_VIEW_FLAGS: Record<PersonalInfoType, readonly string[]> = {
  phone: ['view_customer_profile'],
  email: ['view_customer_email', 'view_customer_profile'],
};
export const PARTIAL_VIEW_FLAGS = ['view_partial_phone'] as const;

/** How much of a customer's phone or email the caller may see: full, masked, or nothing. */
export function personalInfoView(controls: AccessControls, type: PersonalInfoType): 'full' | 'masked' | 'none' {
  if (hasAccess(controls, FULL_VIEW_FLAGS[type])) return 'full';
  if (hasAccess(controls, PARTIAL_VIEW_FLAGS)) return 'masked';
  return 'none';
}

export function presentPersonalInfo(value: string | null, type: PersonalInfoType, view: 'full' | 'masked') {
  if (value === null || view === 'full') return value;
  return type === 'phone' ? maskPhone(value) : maskEmail(value);
}
