import {
  defaultStatementWindow,
  groupOf,
  isTransactionType,
  toBangkokIso,
  type STATEMENT_DAYS_BACK,
  type StatementLine,
  type TransactionGroup,
} from '@chokdee/domain';
import { bangkokDate, formatBaht, formatDateTime } from '../../lib/format.ts';
import type { DateRange } from './types.ts';

/** Statement tabs (spec §9 groups), in display order. */
export const STATEMENT_TABS = ['all', 'deposit', 'withdraw', 'lotto', 'games'] as const;
export type StatementTab = (typeof STATEMENT_TABS)[number];

export const isStatementTab = (value: unknown): value is StatementTab =>
  STATEMENT_TABS.includes(value as StatementTab);

/** The spec §9 group of a line, or null for a type outside the groups (shown under "all" only). */
export const groupOfLine = (line: Pick<StatementLine, 'transactionType'>): TransactionGroup | null =>
  isTransactionType(line.transactionType) ? groupOf(line.transactionType) : null;

/** Client-side tab filter over what `transactions.all` answered (order kept: newest first). */
export const filterByTab = <T extends Pick<StatementLine, 'transactionType'>>(
  lines: readonly T[],
  tab: StatementTab,
): T[] => (tab === 'all' ? [...lines] : lines.filter((line) => groupOfLine(line) === tab));

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight at the start of a Bangkok date, as an instant. */
const bangkokMidnight = (date: string): Date => new Date(`${date}T00:00:00+07:00`);

/**
 * The API's default window as the date filter shows it: 3 (wallet) or 30 (affiliate) Bangkok days
 * back to tomorrow, both dates inclusive (the API's end is the exclusive midnight after tomorrow).
 */
export const defaultDateRange = (now: Date, kind: keyof typeof STATEMENT_DAYS_BACK): DateRange => {
  const window = defaultStatementWindow(now, kind);
  return {
    from: bangkokDate(window.startedDate),
    to: bangkokDate(new Date(window.endedDate.getTime() - DAY_MS)),
  };
};

export const isDateRangeValid = (range: DateRange): boolean =>
  DATE_PATTERN.test(range.from) &&
  DATE_PATTERN.test(range.to) &&
  !Number.isNaN(bangkokMidnight(range.from).getTime()) &&
  !Number.isNaN(bangkokMidnight(range.to).getTime()) &&
  range.from <= range.to;

/** The request body for a date range: from the start of `from` to the end of `to`, in +07:00. */
export const rangeToBody = (range: DateRange): { startedDate: string; endedDate: string } => ({
  startedDate: toBangkokIso(bangkokMidnight(range.from)),
  endedDate: toBangkokIso(new Date(bangkokMidnight(range.to).getTime() + DAY_MS)),
});

/** Spec §9: DD/MM/YYYY HH:mm:ss in Bangkok time (+07:00), never the browser's zone. */
export const formatStatementDate = (createdAt: string): string => formatDateTime(createdAt);

/** "+1,000.00" / "-25.50" (display only; the amount came from the server as baht). */
export const formatSignedBaht = (amount: number): string =>
  `${amount < 0 ? '-' : amount > 0 ? '+' : ''}${formatBaht(Math.abs(amount))}`;

export type AmountTone = 'credit' | 'debit' | 'zero';
export const amountTone = (amount: number): AmountTone =>
  amount > 0 ? 'credit' : amount < 0 ? 'debit' : 'zero';
