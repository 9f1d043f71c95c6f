import type { AccountStatus } from '@chokdee/domain';

/** API times are ISO 8601 with +07:00 already: show them as "YYYY-MM-DD HH:mm:ss" (Bangkok). */
export const formatTime = (iso: string | null | undefined): string =>
  iso ? iso.replace('T', ' ').slice(0, 19) : '—';

export const STATUS_COLORS: Record<AccountStatus, string> = {
  0: 'green',
  1: 'gray',
  2: 'orange',
  3: 'orange',
  4: 'orange',
  9: 'red',
};
