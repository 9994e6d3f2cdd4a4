import { describe, expect, it } from 'vitest';
import { passwordChecklist, passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it.each([
    ['', 0, ''],
    ['abc', 0, 'Weak'],
    ['abcdefgh', 1, 'Weak'],
    ['Abc', 1, 'Weak'],
    ['abc1', 1, 'Weak'],
    ['abc!', 1, 'Weak'],
    ['Abc1', 2, 'Weak'],
    ['Abc1!', 3, ''],
    ['Abcdefg1', 3, ''],
    ['Abcdef1~', 4, 'Strong'],
    ['Secret#2024', 4, 'Strong'],
    ['12345678', 1, 'Weak'],
    ['abc-def=', 1, 'Weak'],
  ])('%j scores %i (%j)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

describe('passwordChecklist', () => {
  it.each([
    ['', { minLength: false, number: false, uppercase: false, lowercase: false }],
    ['abcdefgh', { minLength: true, number: false, uppercase: false, lowercase: true }],
    ['ABC1', { minLength: false, number: true, uppercase: true, lowercase: false }],
    ['Abcdefg1', { minLength: true, number: true, uppercase: true, lowercase: true }],
  ])('%j -> %j', (password, expected) => {
    expect(passwordChecklist(password)).toEqual(expected);
  });
});
