import { complianceEndpoints, type LimitPeriod, type MoneyLimitKind } from '@chokdee/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';

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
