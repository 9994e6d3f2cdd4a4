import { controlsFromFlags } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, personalInfoView } from './personal-info.ts';

describe('customer personal info', () => {
  it.each([
    ['+15551231234', '(***) ***-1234'],
    ['5551239876', '(***) ***-9876'],
    ['12', '(***) ***-**12'],
  ])('masks phone %s as %s', (phone, masked) => expect(maskPhone(phone)).toBe(masked));

  it.each([
    ['jane@example.com', 'j***@example.com'],
    ['a@b.co', 'a***@b.co'],
    ['broken', '***'],
  ])('masks email %s as %s', (email, masked) => expect(maskEmail(email)).toBe(masked));

  it.each([
    [['view_customer_profile'], 'phone', 'full'],
    [['view_customer_profile'], 'email', 'full'],
    [['view_customer_email'], 'email', 'full'],
    [['view_customer_email'], 'phone', 'none'],
    [['view_customer_email', 'view_partial_phone'], 'phone', 'masked'],
    [['view_partial_phone'], 'email', 'masked'],
    [['create_appointment'], 'phone', 'none'],
    [[], 'phone', 'none'],
  ] as const)('%j sees %s as %s', (flags, type, view) => {
    expect(personalInfoView(controlsFromFlags(flags), type)).toBe(view);
  });

  it('super_admin sees everything in full', () => {
    expect(personalInfoView({ super_admin: true }, 'phone')).toBe('full');
  });
});
