import {
  adminContentListEndpoint,
  adminContentSaveEndpoint,
  adminContentUploadEndpoint,
  type AdminContentView,
  type ContentKind,
  type EndpointInput,
} from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import { useStaffCall } from '../../../lib/admin/use-staff-call.ts';
import { callApi } from '../../../lib/call-api.ts';

const CONTENTS_KEY = [ADMIN_KEY, 'contents'] as const;

export type ContentSaveInput = EndpointInput<typeof adminContentSaveEndpoint>;
export type { AdminContentView };

/** Every page of a kind with all its languages, in display order. */
export const useAdminContents = (kind: ContentKind) =>
  useQuery({
    queryKey: [...CONTENTS_KEY, kind],
    queryFn: ({ signal }) => callApi(adminContentListEndpoint, { kind }, { signal }),
    select: (answer) => answer.items,
  });

/** Creates or replaces a page; the lists refetch before it settles. */
export const useSaveContent = () => useStaffCall(adminContentSaveEndpoint, CONTENTS_KEY);

/** Stores an image (base64, its type read from its bytes by the server) and answers its URL. */
export const uploadContentImage = (data: string) => callApi(adminContentUploadEndpoint, { data });
