import { DIAL_CODES } from '@app/shared';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { invalidField } from '../../../lib/api-error';

const SUPPORTED_DIAL_CODES = new Set(Object.values(DIAL_CODES).map(String));

/**
 * The login form's dial code and national number as E.164, checked with libphonenumber-js and
 * limited to the dial codes the product serves (spec 9). A bad number is a field error.
 */
export function toE164(countryCode: string, phone: string): string {
  const dial = countryCode.replace(/^\+/, '');
  if (!SUPPORTED_DIAL_CODES.has(dial)) throw invalidField('country_code', `+${dial} is not a supported dial code`);
  const parsed = parsePhoneNumberFromString(phone.replace(/[\s()-]/g, ''), { defaultCallingCode: dial });
  if (!parsed || parsed.countryCallingCode !== dial || !parsed.isValid()) {
    throw invalidField('phone', `is not a valid phone number for +${dial}`);
  }
  return parsed.number;
}

/** +84912345678 -> +8491****678: enough for the person to recognise their number. */
export function maskPhone(e164: string): string {
  if (e164.length < 8) return e164;
  return `${e164.slice(0, 5)}${'*'.repeat(e164.length - 8)}${e164.slice(-3)}`;
}

/**
 * A phone number as a payer types it, as E.164: with "+" it carries its own dial code, else it is read
 * with `defaultDial` (the caller's market). Undefined when it is no valid number.
 */
export function readPhone(text: string, defaultDial: string): string | undefined {
  const compact = text.replace(/[\s().-]/g, '');
  const parsed = compact.startsWith('+')
    ? parsePhoneNumberFromString(compact)
    : parsePhoneNumberFromString(compact, { defaultCallingCode: defaultDial.replace(/^\+/, '') });
  return parsed?.isValid() ? parsed.number : undefined;
}
