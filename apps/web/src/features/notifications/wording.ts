import type { Locale } from '@chokdee/domain';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import en from '../../locales/notifications/en.json';
import kh from '../../locales/notifications/kh.json';
import mm from '../../locales/notifications/mm.json';
import th from '../../locales/notifications/th.json';
import { formatBaht } from '../../lib/format.ts';

/**
 * The inbox's strings: the `notifications` namespace, shipped in the inbox chunk only (the header
 * badge needs none of them) and installed when this module first loads.
 */
export const NOTIFICATIONS_NS = 'notifications';
const BUNDLES: Record<Locale, typeof th> = { th, en, kh, mm };
for (const [lng, messages] of Object.entries(BUNDLES))
  if (!i18n.hasResourceBundle(lng, NOTIFICATIONS_NS))
    i18n.addResourceBundle(lng, NOTIFICATIONS_NS, messages, true, true);

export const useNotificationsT = () => useTranslation(NOTIFICATIONS_NS);

/** `body` is the params as JSON (docs/support.md); a broken one words the kind without them. */
const paramsOf = (body: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(body) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A notification's title and body in the member's language, from its kind and params. */
export const wordNotification = (
  t: ReturnType<typeof useNotificationsT>['t'],
  lng: string,
  item: { kind: string; body: string },
): { title: string; body: string } => {
  const params = paramsOf(item.body);
  const kind = item.kind in th.kinds ? item.kind : 'other';
  const amount = typeof params.amount === 'number' ? formatBaht(params.amount) : '';
  // A staff broadcast carries its text per language; Thai when the member's is missing.
  const values = { amount, round: textOf(params.round), text: textOf(params[lng] ?? params.th) };
  return { title: t(`kinds.${kind}.title`, values), body: t(`kinds.${kind}.body`, values) };
};
