const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1234567890 or "1234567890" (an exact sum as text) → "1,234,567,890", exactly. */
export function formatCount(value: number | string | bigint): string {
  try {
    return countFormat.format(BigInt(value));
  } catch {
    return String(value);
  }
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A shot's time as HH:mm:ss in Bangkok; an unparseable value is returned as is. */
export function shotTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : timeFormat.format(date);
}
