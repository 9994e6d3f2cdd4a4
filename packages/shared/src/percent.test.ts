import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, milliPercentToPercent, percentToBasisPoints, percentToMilliPercent } from './percent.ts';

describe('percentToMilliPercent', () => {
  it.each([
    ['8.875', 8875],
    ['8.25', 8250],
    ['8.25%', 8250],
    [' 10 ', 10000],
    ['10.', 10000],
    ['0.5', 500],
    ['0.05', 50],
    ['0.001', 1],
    ['0', 0],
    ['30', 30000],
    ['10.25', 10250],
    ['9.625', 9625],
    ['100', 100000],
  ])('%s is %i milli-percent', (input, expected) => {
    expect(percentToMilliPercent(input)).toBe(expected);
  });

  it.each([[''], ['abc'], ['8.2555'], ['-1'], ['1e2'], ['8,25'], ['1000'], ['.5']])('refuses %s', (input) => {
    expect(percentToMilliPercent(input)).toBeNull();
  });
});

describe('milliPercentToPercent', () => {
  it.each([
    [8875, '8.875'],
    [8250, '8.25'],
    [10000, '10'],
    [500, '0.5'],
    [50, '0.05'],
    [1, '0.001'],
    [0, '0'],
    [10250, '10.25'],
  ])('%i milli-percent reads %s', (milliPercent, expected) => {
    expect(milliPercentToPercent(milliPercent)).toBe(expected);
    expect(percentToMilliPercent(expected)).toBe(milliPercent);
  });
});

describe('percentToBasisPoints / basisPointsToPercent', () => {
  it.each([
    ['40', 4000],
    ['12.5', 1250],
    ['0.05', 5],
    ['100%', 10_000],
    ['7.', 700],
    ['0.005', null],
    ['-1', null],
    ['abc', null],
  ])('%s -> %s', (text, bp) => {
    expect(percentToBasisPoints(text)).toBe(bp);
  });
  it.each([
    [4000, '40'],
    [1250, '12.5'],
    [5, '0.05'],
    [0, '0'],
  ])('%i -> %s', (bp, text) => {
    expect(basisPointsToPercent(bp)).toBe(text);
  });
});
