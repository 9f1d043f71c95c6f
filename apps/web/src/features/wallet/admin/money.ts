import {
  adminWalletAdjustEndpoint,
  adminWalletAdjustRequest,
  adminWalletMoveRequest,
  bahtToSatang,
  adminWalletMoveEndpoint,
  satangToBaht,
  type AdminWalletDirection,
  type EndpointInput,
} from '@chokdee/domain';
import { formatBaht } from '../../../lib/format.ts';

/**
 * Amounts typed by staff: baht with at most two decimals, read by their digits (the domain's
 * `bahtToSatang`), never by float arithmetic. Thousands separators and spaces are ignored.
 * Returns the baht number to send, or null when the text is not an amount above 0.
 */
export function parseBahtInput(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const satang = bahtToSatang(clean);
  if (satang === null || satang <= 0) return null;
  return satangToBaht(satang);
}

/** Keeps only what an amount may contain while typing (digits, one dot, commas). */
export const sanitizeAmountInput = (text: string): string => {
  const kept = text.replace(/[^\d.,]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/[.,]/g, '');
};

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const firstIssues = <K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  keys: readonly K[],
): FieldErrors<K> => {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = issue.path[0] as K;
    if (keys.includes(key) && !errors[key]) errors[key] = issue.message;
  }
  return errors;
};

export type AdjustBody = EndpointInput<typeof adminWalletAdjustEndpoint>;

/** The adjust form → the request body, checked by the domain schema (the server runs the same). */
export function checkAdjust(form: {
  uuid: string;
  direction: AdminWalletDirection;
  amount: string;
  reason: string;
}): { ok: true; body: AdjustBody } | { ok: false; errors: FieldErrors<'amount' | 'reason' | 'direction'> } {
  const parsed = adminWalletAdjustRequest.safeParse({
    uuid: form.uuid,
    direction: form.direction,
    amount: parseBahtInput(form.amount) ?? Number.NaN,
    reason: form.reason,
  });
  if (parsed.success) return { ok: true, body: { ...parsed.data, amount: satangToBaht(parsed.data.amount) } };
  return { ok: false, errors: firstIssues(parsed.error.issues, ['amount', 'reason', 'direction'] as const) };
}

export type MoveBody = EndpointInput<typeof adminWalletMoveEndpoint>;

export function checkMove(form: {
  fromUuid: string;
  toUuid: string;
  amount: string;
  reason: string;
}): { ok: true; body: MoveBody } | { ok: false; errors: FieldErrors<'amount' | 'reason' | 'toUuid'> } {
  const parsed = adminWalletMoveRequest.safeParse({
    fromUuid: form.fromUuid,
    toUuid: form.toUuid,
    amount: parseBahtInput(form.amount) ?? Number.NaN,
    reason: form.reason,
  });
  if (parsed.success) return { ok: true, body: { ...parsed.data, amount: satangToBaht(parsed.data.amount) } };
  return { ok: false, errors: firstIssues(parsed.error.issues, ['amount', 'reason', 'toUuid'] as const) };
}

/** "+1,000.00" / "-25.50" / "0.00" (display only; the amount came from the server as baht). */
export const formatSigned = (amount: number): string =>
  `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${formatBaht(Math.abs(amount))}`;

export const amountColor = (amount: number): string | undefined =>
  amount > 0 ? 'green.8' : amount < 0 ? 'red.8' : undefined;
