import { satangToBaht, type Satang } from '@chokdee/domain';

/**
 * Every money and time display of the web app. Money is formatted only at the edge (architecture
 * convention 1); each formatter is named by the unit it takes. Times show Bangkok's wall clock
 * (+07:00) whatever the browser's zone.
 */

/**
 * Baht as the API answers them: 1234.5 → "1,234.50" (th-TH's grouping and digits). Written out
 * rather than with Intl.NumberFormat: a page's first Intl formatter loads its locale data (about
 * 20 ms, 80 on a slow phone), and the header formats the balance in every member page's first render.
 */
export const formatBaht = (baht: number): string => {
  if (!Number.isFinite(baht)) return String(baht);
  const [whole = '', fraction = ''] = Math.abs(baht).toFixed(2).split('.');
  return `${baht < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
};

/** Integer satang (the slip's own arithmetic): 123450 → "1,234.50". */
export const formatSatang = (amount: Satang | bigint): string => formatBaht(satangToBaht(amount));

/**
 * Bangkok keeps +07:00 all year (no daylight saving since 1920), so its wall clock is UTC's seven
 * hours on. Worked out rather than with Intl.DateTimeFormat: the first formatter with a time zone
 * loads the zone's data (about 50 ms, 190 on a slow phone: most of `/results`' first render).
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

type BangkokParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The Bangkok calendar and clock of an instant; null when the value is no date. */
function bangkokParts(value: string | number | Date): BangkokParts | null {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  const wall = new Date(time + BANGKOK_OFFSET_MS);
  return {
    year: String(wall.getUTCFullYear()),
    month: twoDigits(wall.getUTCMonth() + 1),
    day: twoDigits(wall.getUTCDate()),
    hour: twoDigits(wall.getUTCHours()),
    minute: twoDigits(wall.getUTCMinutes()),
    second: twoDigits(wall.getUTCSeconds()),
  };
}

/** Spec §9 display: DD/MM/YYYY HH:mm:ss; an unparseable value is returned as is. */
export function formatDateTime(value: string | number | Date): string {
  const p = bangkokParts(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}` : String(value);
}

/**
 * The back office's year-first timestamp, YYYY-MM-DD HH:mm:ss (sorts and scans down a column);
 * "—" when there is none, an unparseable value as is.
 */
export function formatTimestamp(value: string | null | undefined): string {
  if (!value) return '—';
  const p = bangkokParts(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}` : value;
}

/** HH:mm:ss; an unparseable value is returned as is. */
export function formatClock(value: string | number | Date): string {
  const p = bangkokParts(value);
  return p ? `${p.hour}:${p.minute}:${p.second}` : String(value);
}

/** The Bangkok calendar date of an instant (today by default), YYYY-MM-DD. */
export function bangkokDate(instant: Date = new Date()): string {
  const p = bangkokParts(instant)!;
  return `${p.year}-${p.month}-${p.day}`;
}

/** A calendar day "2026-03-16" (it has no time zone) → "16/03/2026"; anything else → "". */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
