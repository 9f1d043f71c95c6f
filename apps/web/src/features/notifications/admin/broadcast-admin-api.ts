import { adminBroadcastEndpoints as api, type EndpointInput } from '@chokdee/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import { callApi } from '../../../lib/call-api.ts';

export type BroadcastAudienceInput = EndpointInput<typeof api.preview>;
export type BroadcastInput = EndpointInput<typeof api.send>;

/** How many members the audience holds now; asked again whenever the audience changes. */
export const useAudienceSize = (audience: BroadcastAudienceInput | null) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'broadcast', 'preview', audience],
    queryFn: ({ signal }) => callApi(api.preview, audience!, { signal }),
    enabled: audience !== null,
    select: (answer) => answer.members,
  });

export const useSendBroadcast = () =>
  useMutation({ mutationFn: (input: BroadcastInput) => callApi(api.send, input) });
