import { yingsExportEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { yeekeeKeys } from './keys.ts';

/** `GET /api/yings.export?betId=`: the complete shot list, published once shooting has closed. */
export const useYingExport = (roundId: string, enabled: boolean) =>
  useQuery({
    queryKey: yeekeeKeys.export(roundId),
    queryFn: ({ signal }) => callApi(yingsExportEndpoint, { betId: roundId }, { signal }),
    enabled,
    staleTime: Infinity,
  });
