import { notificationsListEndpoint, notificationsReadEndpoint } from '@chokdee/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';
import { setUnread } from './unread.ts';

const KEY = ['notifications'] as const;

/** `GET /api/notifications`, 20 a page, newest first; each answer also sets the header's count. */
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: KEY,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const page = await callApi(notificationsListEndpoint, { page: pageParam });
      setUnread(page.unread);
      return page;
    },
    getNextPageParam: (last, pages) => (pages.length * 20 < last.total ? last.page + 1 : undefined),
  });

/** `POST /api/notifications.read`: marks them read, then the list is read again. */
export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(notificationsReadEndpoint, { ids }),
    onSuccess: (answer) => {
      setUnread(answer.unread);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
};
