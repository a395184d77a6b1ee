import { describe, expect, test } from 'vitest';
import { BankAccountSchema } from './contracts/store';
import { isValidIban, printableIban, variableSymbolFor } from './bank-transfer';

describe('bank transfer facts', () => {
  test('IBAN check digits are verified (ISO 13616 mod 97)', () => {
    expect(isValidIban('SK9811000000002945012345')).toBe(true);
    expect(isValidIban('CZ6508000000192000145399')).toBe(true);
    expect(isValidIban('SK9811000000002945012346')).toBe(false);
    expect(isValidIban('sk9811000000002945012345')).toBe(false);
  });

  test('the contract refuses a store account with a broken IBAN or BIC and normalises spacing', () => {
    const ok = BankAccountSchema.parse({ iban: 'sk98 1100 0000 0029 4501 2345', bic: 'TATRSKBX', holder: 'Shop' });
    expect(ok.iban).toBe('SK9811000000002945012345');
    expect(
      BankAccountSchema.safeParse({ iban: 'SK9811000000002945012346', bic: 'TATRSKBX', holder: 'S' }).success,
    ).toBe(false);
    expect(BankAccountSchema.safeParse({ iban: 'SK9811000000002945012345', bic: 'TATR', holder: 'S' }).success).toBe(
      false,
    );
  });

  test('the variable symbol is the order code digits, at most the last ten', () => {
    expect(variableSymbolFor('26112612345')).toBe('6112612345');
    expect(variableSymbolFor('2611-0042')).toBe('26110042');
    expect(variableSymbolFor('ABC')).toBeNull();
  });

  test('IBANs print in groups of four', () => {
    expect(printableIban('SK9811000000002945012345')).toBe('SK98 1100 0000 0029 4501 2345');
  });
});
