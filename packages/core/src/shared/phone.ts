import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A phone number in E.164 (+97699112233); numbers without a country code are Mongolian. */
export function normalizePhone(input: string, options: { mobile?: boolean } = {}): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'MN');
  if (!phone?.isValid()) return null;
  if (options.mobile) {
    const type = phone.getType();
    if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE' && type !== undefined) return null;
  }
  return phone.number;
}

/** How a stored number is shown: national for Mongolian numbers, international otherwise. */
export function formatPhone(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return e164;
  return phone.country === 'MN' ? phone.formatNational() : phone.formatInternational();
}
