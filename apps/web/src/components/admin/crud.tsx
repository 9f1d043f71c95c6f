import { Modal } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../../lib/query-client.ts';
import { useAdminT } from '../../lib/admin/i18n.ts';
import { useFeedback } from './ui.tsx';

/** Deletes one row of a list: "deleted" snackbar and a refetch of the list, or the failure snackbar. */
export function useDeleteMutation<V>(listKey: readonly unknown[], send: (value: V) => Promise<unknown>) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      feedback.ok(t('feedback.deleted'));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: feedback.fail,
  });
}

/** The add/edit dialog of a list: `editing` is the row, `'new'`, or null (closed). */
export function EditorModal<T>({
  editing,
  onClose,
  addTitle,
  editTitle,
  children,
}: {
  editing: T | 'new' | null;
  onClose: () => void;
  addTitle: string;
  editTitle: string;
  children: (initial: T | null) => ReactNode;
}) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? addTitle : editTitle}
      size="lg"
    >
      {editing !== null && children(editing === 'new' ? null : editing)}
    </Modal>
  );
}
