import { describe, expect, it } from 'vitest';
import { crc16Ccitt, PROMPTPAY_AID, promptPayIdKind, promptPayPayload } from './promptpay.ts';

// An independent reader: a TLV parser and a table-driven CRC, sharing no code with the builder.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let k = 0; k < 8; k += 1) c = (c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1) & 0xffff;
  return c;
});
const crcOf = (text: string): number =>
  [...Buffer.from(text, 'ascii')].reduce(
    (crc, byte) => ((crc << 8) ^ CRC_TABLE[((crc >> 8) ^ byte) & 0xff]!) & 0xffff,
    0xffff,
  );

const parseTlv = (text: string): Map<string, string> => {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length)) throw new Error(`bad TLV at ${at}`);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`truncated ${tag}`);
    fields.set(tag, value);
    at += 4 + length;
  }
  return fields;
};

const decode = (payload: string) => {
  const top = parseTlv(payload);
  const crc = top.get('63');
  expect(payload.endsWith(`6304${crc}`)).toBe(true);
  const computed = crcOf(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0');
  return { top, merchant: parseTlv(top.get('29')!), crcOk: computed === crc };
};

describe('promptPayPayload', () => {
  it('CRC16-CCITT matches the standard check value', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('a phone id: dynamic QR, PromptPay AID, 0066 phone, THB amount, TH, valid CRC', () => {
    const payload = promptPayPayload('0812345678', 10037n);
    const { top, merchant, crcOk } = decode(payload);
    expect(crcOk).toBe(true);
    expect(top.get('00')).toBe('01');
    expect(top.get('01')).toBe('12');
    expect(merchant.get('00')).toBe(PROMPTPAY_AID);
    expect(merchant.get('01')).toBe('0066812345678');
    expect(top.get('53')).toBe('764');
    expect(top.get('54')).toBe('100.37');
    expect(top.get('58')).toBe('TH');
    expect([...top.keys()]).toEqual(['00', '01', '29', '53', '54', '58', '63']);
  });

  it('a national id goes in sub-tag 02, an e-wallet id in 03; satang are written exactly', () => {
    const national = decode(promptPayPayload('1234567890123', 5n));
    expect(national.crcOk).toBe(true);
    expect(national.merchant.get('02')).toBe('1234567890123');
    expect(national.top.get('54')).toBe('0.05');
    const wallet = decode(promptPayPayload('123456789012345', 50_000_000n));
    expect(wallet.crcOk).toBe(true);
    expect(wallet.merchant.get('03')).toBe('123456789012345');
    expect(wallet.top.get('54')).toBe('500000.00');
  });

  it('a changed character breaks the CRC', () => {
    const payload = promptPayPayload('0812345678', 10037n);
    const tampered = payload.replace('100.37', '900.37');
    expect(decode(tampered).crcOk).toBe(false);
  });

  it('refuses ids that are not PromptPay ids and non-positive amounts', () => {
    expect(promptPayIdKind('081234567')).toBeNull();
    expect(promptPayIdKind('1812345678')).toBeNull();
    expect(() => promptPayPayload('12345', 100n)).toThrow(RangeError);
    expect(() => promptPayPayload('0812345678', 0n)).toThrow(RangeError);
  });
});
