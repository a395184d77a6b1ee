import { describe, expect, test } from 'vitest';
import { canStep, resolveNumberInput, sanitizeNumberText, shortUnit, stepNumberInput } from './number-input';

describe('sanitizeNumberText', () => {
  test.each([
    ['12', '12'],
    ['1a2b', '12'],
    ['-5', '5'],
    ['+5', '5'],
    [' 3 ', '3'],
    ['1e3', '13'],
    ['', ''],
    ['00', '0'],
    ['000', '0'],
    ['007', '7'],
    ['0', '0'],
    ['1.5', '15'],
    ['1,5', '15'], // decimals not allowed: separators dropped
    ['12345', '1234'], // max length 4
  ])('integers: %j → %j', (raw, text) => {
    expect(sanitizeNumberText(raw)).toBe(text);
  });

  test.each([
    ['1,5', '1.5'],
    ['1.5', '1.5'],
    ['1,567', '1.56'],
    ['1.5.6', '1.56'],
    ['1,5,6', '1.56'],
    [',5', '0.5'],
    ['00,5', '0.5'],
    ['2.', '2.'],
    ['12.345', '12.3'], // max length 4 cuts the text
  ])('decimals allowed: %j → %j', (raw, text) => {
    expect(sanitizeNumberText(raw, { allowDecimals: true })).toBe(text);
  });

  test('decimal places 0 drops the fraction; 1 keeps one', () => {
    expect(sanitizeNumberText('1,99', { allowDecimals: true, decimalPlaces: 0 })).toBe('1');
    expect(sanitizeNumberText('1,99', { allowDecimals: true, decimalPlaces: 1 })).toBe('1.9');
  });

  test('custom max length', () => {
    expect(sanitizeNumberText('123456', { maxLength: 6 })).toBe('123456');
  });
});

describe('resolveNumberInput', () => {
  test('plain value', () => {
    expect(resolveNumberInput('3')).toEqual({ text: '3', value: 3, output: 3, limit: null, message: null });
  });
  test("'00' becomes 0", () => {
    expect(resolveNumberInput('00')).toMatchObject({ text: '0', value: 0 });
  });
  test('empty or junk is null', () => {
    expect(resolveNumberInput('')).toMatchObject({ text: '', value: null, output: null });
    expect(resolveNumberInput('abc')).toMatchObject({ value: null });
    expect(resolveNumberInput(',', { allowDecimals: true })).toMatchObject({ value: 0, text: '0' });
  });
  test('comma decimals become dot, truncated not rounded', () => {
    expect(resolveNumberInput('1,99', { allowDecimals: true, decimalPlaces: 1 })).toMatchObject({
      text: '1.9',
      value: 1.9,
    });
    expect(resolveNumberInput('2,', { allowDecimals: true })).toMatchObject({ text: '2', value: 2 });
  });
  test('no clamping when limit notifications are off', () => {
    expect(resolveNumberInput('50', { min: 1, max: 10 })).toMatchObject({ value: 50, limit: null, message: null });
    expect(resolveNumberInput('0', { min: 1, max: 10 })).toMatchObject({ value: 0, limit: null });
  });
  test('clamped to max with an info message when notifications are on', () => {
    expect(resolveNumberInput('50', { min: 1, max: 10, limitNotifications: true })).toEqual({
      text: '10',
      value: 10,
      output: 10,
      limit: 'max',
      message: { key: 'catalog.addToCart.maxReached', params: { count: 10 } },
    });
  });
  test('clamped to min with an info message when notifications are on', () => {
    expect(resolveNumberInput('0', { min: 2, max: 10, limitNotifications: true })).toMatchObject({
      text: '2',
      value: 2,
      limit: 'min',
      message: { key: 'catalog.addToCart.minReached', params: { count: 2 } },
    });
  });
  test('values at the limits are not reported', () => {
    expect(resolveNumberInput('10', { min: 1, max: 10, limitNotifications: true }).limit).toBeNull();
    expect(resolveNumberInput('1', { min: 1, max: 10, limitNotifications: true }).limit).toBeNull();
  });
  test('quantity multiplier scales the output only', () => {
    expect(resolveNumberInput('3', { multiplier: 6 })).toMatchObject({ value: 3, output: 18, text: '3' });
    expect(resolveNumberInput('0,3', { allowDecimals: true, multiplier: 3 })).toMatchObject({
      value: 0.3,
      output: 0.9,
    });
  });
});

describe('stepNumberInput', () => {
  test('steps by the configured step', () => {
    expect(stepNumberInput(1, 1)).toMatchObject({ value: 2, text: '2' });
    expect(stepNumberInput(6, 1, { step: 6 })).toMatchObject({ value: 12 });
    expect(stepNumberInput(0.2, 1, { step: 0.1 })).toMatchObject({ value: 0.3, text: '0.3' });
    expect(stepNumberInput(5, -1, { step: 2 })).toMatchObject({ value: 3 });
  });
  test('never steps past the limits; reports them only with notifications', () => {
    expect(stepNumberInput(10, 1, { max: 10 })).toMatchObject({ value: 10, limit: null });
    expect(stepNumberInput(10, 1, { max: 10, limitNotifications: true })).toMatchObject({
      value: 10,
      limit: 'max',
      message: { key: 'catalog.addToCart.maxReached', params: { count: 10 } },
    });
    expect(stepNumberInput(1, -1, { min: 1, limitNotifications: true })).toMatchObject({ value: 1, limit: 'min' });
  });
  test('from empty starts at min', () => {
    expect(stepNumberInput(null, 1, { min: 1 })).toMatchObject({ value: 2 });
    expect(stepNumberInput(null, 1)).toMatchObject({ value: 1 });
  });
  test('multiplier applies', () => {
    expect(stepNumberInput(1, 1, { multiplier: 3 })).toMatchObject({ value: 2, output: 6 });
  });
  test('canStep', () => {
    expect(canStep(10, 1, { max: 10 })).toBe(false);
    expect(canStep(9, 1, { max: 10 })).toBe(true);
    expect(canStep(1, -1, { min: 1 })).toBe(false);
    expect(canStep(0, -1)).toBe(false);
    expect(canStep(2, -1)).toBe(true);
    expect(canStep(null, 1)).toBe(true);
  });
});

test('shortUnit cuts to 3 characters', () => {
  expect(shortUnit('balenie')).toBe('bal');
  expect(shortUnit('ks')).toBe('ks');
  expect(shortUnit(' kus ')).toBe('kus');
  expect(shortUnit(null)).toBe('');
});
