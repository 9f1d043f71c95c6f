/**
 * EMVCo merchant-presented QR payload for Thai PromptPay (Bank of Thailand "Thai QR Payment"):
 * tag-length-value fields, a dynamic QR (point of initiation 12) carrying the amount, ending with
 * a CRC16-CCITT (init 0xFFFF, poly 0x1021) over everything up to and including "6304".
 */
export const PROMPTPAY_AID = 'A000000677010111';

export type PromptPayIdKind = 'PHONE' | 'NATIONAL_ID' | 'EWALLET';

/** A Thai mobile number (0 + 9 digits), a 13-digit national/tax id, or a 15-digit e-wallet id. */
export const promptPayIdKind = (id: string): PromptPayIdKind | null => {
  if (/^0\d{9}$/.test(id)) return 'PHONE';
  if (/^\d{13}$/.test(id)) return 'NATIONAL_ID';
  if (/^\d{15}$/.test(id)) return 'EWALLET';
  return null;
};

const field = (tag: string, value: string): string =>
  `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC16-CCITT (FALSE variant) of the ASCII text, as 4 upper-case hex digits. */
export const crc16Ccitt = (text: string): string => {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

/**
 * The payload string for paying `amountSatang` to PromptPay `id`. Amount is written from satang
 * digits ("100.37"), never through a float.
 */
export const promptPayPayload = (id: string, amountSatang: bigint): string => {
  const kind = promptPayIdKind(id);
  if (!kind)
    throw new RangeError('PromptPay id must be a 10-digit phone, a 13-digit id or a 15-digit e-wallet id');
  if (amountSatang <= 0n) throw new RangeError('PromptPay amount must be positive');
  // A phone travels as 0066 + the 9 digits after the leading 0, 13 characters.
  const account =
    kind === 'PHONE'
      ? field('01', `0066${id.slice(1)}`)
      : kind === 'NATIONAL_ID'
        ? field('02', id)
        : field('03', id);
  const amount = `${amountSatang / 100n}.${String(amountSatang % 100n).padStart(2, '0')}`;
  const body = [
    field('00', '01'),
    field('01', '12'),
    field('29', field('00', PROMPTPAY_AID) + account),
    field('53', '764'),
    field('54', amount),
    field('58', 'TH'),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16Ccitt(withCrcTag);
};
