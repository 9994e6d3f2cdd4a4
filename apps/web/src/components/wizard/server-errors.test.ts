import { describe, expect, it } from 'vitest';
import { firstStepWithErrors, placeServerErrors, topField } from './server-errors.ts';

const steps = [
  { key: 'basicDetails', fields: ['name', 'email'] },
  { key: 'addressStep', fields: ['address', 'postalCode'] },
  { key: 'images', fields: ['image1'] },
];

describe('server errors on wizard steps', () => {
  it('names the top-level field of nested and indexed paths', () => {
    expect(topField('address.postalCode')).toBe('address');
    expect(topField('images[0].id')).toBe('images');
    expect(topField('name')).toBe('name');
  });

  it("puts each field's message on the step that owns the field and opens the first of them", () => {
    const errors = placeServerErrors(steps, {
      'address.city': 'City is required',
      email: 'Must be a valid email',
      tenantId: 'Unknown tenant',
    });
    expect(errors.byStep.get(0)).toEqual({ email: 'Must be a valid email' });
    expect(errors.byStep.get(1)).toEqual({ 'address.city': 'City is required' });
    expect(errors.unplaced).toEqual({ tenantId: 'Unknown tenant' });
    expect(firstStepWithErrors(errors)).toBe(0);
  });

  it('reads a request nested by step: the step key comes first', () => {
    const errors = placeServerErrors(steps, {
      'images.image1': 'Must be an uploaded file id',
      'basicDetails.address.city': 'City is required',
    });
    expect(errors.byStep.get(2)).toEqual({ image1: 'Must be an uploaded file id' });
    expect(errors.byStep.get(0)).toEqual({ 'address.city': 'City is required' });
  });

  it('opens no step when no field belongs to one', () => {
    expect(firstStepWithErrors(placeServerErrors(steps, { other: 'x' }))).toBeNull();
  });
});
