import type { PayoutAccountKind } from '@app/shared/payments/payment-markets';
import { describe, expect, it } from 'vitest';
import { bankName, normalizeAccountNumber, payoutFormProblems } from './payout-form';

describe('normalizeAccountNumber', () => {
  it.each<[PayoutAccountKind, string, string]>([
    ['phone', '+84 912-345-678', '84912345678'],
    ['phone', '(0812) 3456.7890', '081234567890'],
    ['bank', ' 1903 1234-5678 ', '190312345678'],
    ['pix', '123.456.789-09', '12345678909'],
    ['pix', '12.345.678/0001-95', '12345678000195'],
    ['pix', ' ana@example.com ', 'ana@example.com'],
    ['pix', '+5511987654321', '+5511987654321'],
  ])('%s %j -> %j', (kind, raw, number) => {
    expect(normalizeAccountNumber(kind, raw)).toBe(number);
  });
});

describe('payoutFormProblems: the number per kind (ACCOUNT_NUMBER_PATTERN), holder, bank', () => {
  const ok = { holder: 'Nguyen Van A', bankCode: '' };
  it.each<[PayoutAccountKind, string, string, string, ReturnType<typeof payoutFormProblems>]>([
    ['phone', '0912345678', ok.holder, '', {}],
    ['phone', '+84 912 345 678', ok.holder, '', {}],
    ['phone', '0912', ok.holder, '', { number: 'invalid' }],
    ['phone', '0912345678901234', ok.holder, '', { number: 'invalid' }],
    ['phone', 'abc45678', ok.holder, '', { number: 'invalid' }],
    ['phone', '  ', ok.holder, '', { number: 'required' }],
    ['bank', '0123456789', ok.holder, 'VCB', {}],
    ['bank', '0123456789', ok.holder, '', { bank: 'required' }],
    ['bank', '12345', ok.holder, 'VCB', { number: 'invalid' }],
    ['bank', 'ID12 3456 7890', ok.holder, 'BCA', {}],
    ['pix', '12345678909', ok.holder, '', {}],
    ['pix', '12345678000195', ok.holder, '', {}],
    ['pix', 'ana@example.com', ok.holder, '', {}],
    ['pix', '+5511987654321', ok.holder, '', {}],
    ['pix', '123e4567-e89b-12d3-a456-426614174000', ok.holder, '', {}],
    ['pix', '1234567890', ok.holder, '', { number: 'invalid' }],
    ['pix', 'ana@', ok.holder, '', { number: 'invalid' }],
    ['phone', '0912345678', '', '', { holder: 'required' }],
    ['phone', '0912345678', ' A ', '', { holder: 'short' }],
    ['bank', '', '', '', { number: 'required', holder: 'required', bank: 'required' }],
  ])('%s %j holder %j bank %j', (kind, number, holder, bankCode, problems) => {
    expect(payoutFormProblems({ kind, number, holder, bankCode })).toEqual(problems);
  });
});

describe('bankName', () => {
  it('names a bank of the market’s list, else shows the code', () => {
    expect(bankName('vn', 'VCB')).toBe('Vietcombank');
    expect(bankName('id', 'MANDIRI')).toBe('Mandiri');
    expect(bankName('vn', 'XYZ')).toBe('XYZ');
    expect(bankName('br', 'VCB')).toBe('VCB');
  });
});
