import { complianceEndpoints, type LimitPeriod, type MoneyLimitKind } from '@chokdee/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';
import { formatDateTime } from '../../lib/format.ts';

export const limitsQuery = queryOptions({
  queryKey: ['limits'],
  queryFn: ({ signal }) => callApi(complianceEndpoints.limits, undefined, { signal }),
});

export const realityCheckQuery = queryOptions({
  queryKey: ['reality-check'],
  queryFn: ({ signal }) => callApi(complianceEndpoints.realityCheck, undefined, { signal }),
});

/** What the member is changing: one money limit, or the reminder. */
export type LimitTarget = { kind: MoneyLimitKind; period: LimitPeriod } | { kind: 'session' };

/**
 * When a waiting limit applies, DD/MM/YYYY HH:mm: the seconds say nothing there. Cut from the
 * app's one date format rather than a formatter of its own in every page's bundle.
 */
export const formatEffectiveAt = (iso: string): string => formatDateTime(iso).slice(0, 16);
