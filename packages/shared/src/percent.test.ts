import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, percentToBasisPoints } from './percent.ts';

describe('percentToBasisPoints', () => {
  it.each([
    ['8.25', 825],
    ['8.25%', 825],
    [' 10 ', 1000],
    ['10.', 1000],
    ['0.5', 50],
    ['0.05', 5],
    ['0', 0],
    ['30', 3000],
    ['10.25', 1025],
    ['100', 10000],
  ])('%s is %i basis points', (input, expected) => {
    expect(percentToBasisPoints(input)).toBe(expected);
  });

  it.each([[''], ['abc'], ['8.255'], ['-1'], ['1e2'], ['8,25'], ['1000'], ['.5']])('refuses %s', (input) => {
    expect(percentToBasisPoints(input)).toBeNull();
  });
});

describe('basisPointsToPercent', () => {
  it.each([
    [825, '8.25'],
    [1000, '10'],
    [50, '0.5'],
    [5, '0.05'],
    [0, '0'],
    [1025, '10.25'],
  ])('%i basis points read %s', (basisPoints, expected) => {
    expect(basisPointsToPercent(basisPoints)).toBe(expected);
    expect(percentToBasisPoints(expected)).toBe(basisPoints);
  });
});
