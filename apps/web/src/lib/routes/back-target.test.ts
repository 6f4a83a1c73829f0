import { describe, expect, it } from 'vitest';
import { type BackAction, backTarget } from './back-target';

const CLOSE: BackAction = { kind: 'confirm-close' };
const HOME: BackAction = { kind: 'navigate', to: '/' };
const WIN: BackAction = { kind: 'navigate', to: '/win' };
const INBET: BackAction = { kind: 'navigate', to: '/inbet' };
const HISTORY: BackAction = { kind: 'history' };

describe('spec 2.7 back button', () => {
  describe('| /, /win, /inbet | Asks to confirm closing. ... |', () => {
    it.each(['/vi-VN', '/en-US/', '/', '/vi-VN/win', '/ru-RU/inbet', '/win/', '/inbet'])('%s', (path) => {
      expect(backTarget(path)).toEqual(CLOSE);
    });
  });

  describe('| /wallet, /library, /share, inner petV2 page | Goes to / |', () => {
    it.each<[string, string]>([
      ['/vi-VN/wallet', ''],
      ['/en-US/library', ''],
      ['/share', ''],
      ['/th-TH/share/', ''],
      ['/vi-VN/petV2', '?inner=1'],
      ['/vi-VN/petV2/draw', '?inner=1'],
      ['/petV2/guide', '?x=2&inner=1'],
    ])('%s%s', (path, search) => {
      expect(backTarget(path, search)).toEqual(HOME);
    });
  });

  describe('| /win/history, /win/money | Goes to /win |', () => {
    it.each(['/vi-VN/win/history', '/en-US/win/money', '/win/money/'])('%s', (path) => {
      expect(backTarget(path)).toEqual(WIN);
    });
  });

  describe('| /inbet/money | Goes to /inbet |', () => {
    it.each(['/vi-VN/inbet/money', '/inbet/money'])('%s', (path) => {
      expect(backTarget(path)).toEqual(INBET);
    });
  });

  describe('| anything else | Goes back in history |', () => {
    it.each<[string, string]>([
      ['/vi-VN/wallet/exchange', ''],
      ['/vi-VN/petV2', ''],
      ['/vi-VN/petV2/draw', '?inner=0'],
      ['/vi-VN/win/other', ''],
      ['/vi-VN/inbet/history', ''],
      ['/vi-VN/user/login-home', '?backUrl=%2Fvi-VN'],
      ['/vi-VN/user/withdrawNew', ''],
      ['/vi-VN/user/orders', '?order=or_0123456789'],
      ['/vi-VN/user/payment', '?backUrl=%2Fvi-VN%2Fuser%2FwithdrawNew'],
      ['/vi-VN/user/withdraw-quantity', ''],
      ['/vi-VN/winners', ''],
      ['/xx-XX/win', ''],
    ])('%s%s', (path, search) => {
      expect(backTarget(path, search)).toEqual(HISTORY);
    });
  });
});
