import type { YingShotView } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { yeekeeKeys } from './keys.ts';

/** `GET /api/yings.export?betId=`: the complete shot list, published once shooting has closed. */
export const useYingExport = (roundId: string, enabled: boolean) =>
  useQuery({
    queryKey: yeekeeKeys.export(roundId),
    queryFn: ({ signal }) => api.get<YingShotView[]>('yings.export', { query: { betId: roundId }, signal }),
    enabled,
    staleTime: Infinity,
  });
