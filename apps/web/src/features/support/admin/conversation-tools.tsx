import { Button, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { LOCALES, type Locale, type SupportConversationRow } from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useStaffMe } from '../../../lib/admin/session.ts';
import { ConfirmButton, useFeedback } from '../../../lib/admin/ui.tsx';
import { ChatComposer } from '../chat-composer.tsx';
import { withMessage, type HistoryData } from '../chat-history.ts';
import { useThrottle } from '../use-chat-live.ts';
import {
  assignConversation,
  cannedQuery,
  closeConversation,
  sendStaffMessage,
  signalStaffTyping,
  staffQuery,
  supportKeys,
  type CannedRow,
} from './support-admin-api.ts';

/** A canned reply in `locale`, Thai when that language was left empty. */
const cannedText = (reply: CannedRow, locale: Locale): string => reply.texts[locale] || reply.texts.th;

/** Take, transfer, close: each answers with the conversation read again and the queue refreshed. */
export function ConversationActions({ row }: { row: SupportConversationRow }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const me = useStaffMe().data;
  const staff = useQuery(staffQuery);
  const [target, setTarget] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: supportKeys.conversation(row.id) }),
      queryClient.invalidateQueries({ queryKey: supportKeys.queue }),
    ]);
  const assign = useMutation({
    mutationFn: (staffId: number) => assignConversation(row.id, staffId),
    onSuccess: () => {
      setTarget(null);
      feedback.ok();
      return refresh();
    },
    onError: feedback.fail,
  });
  const close = useMutation({
    mutationFn: () => closeConversation(row.id),
    onSuccess: () => {
      feedback.ok();
      return refresh();
    },
    onError: feedback.fail,
  });
  if (row.status === 'closed') return null;
  return (
    <Group gap="xs" wrap="wrap">
      {me && row.assignedTo?.id !== me.id && (
        <Button
          size="xs"
          onClick={() => assign.mutate(me.id)}
          loading={assign.isPending && assign.variables === me.id}
          data-testid="support-take"
        >
          {t('support.take')}
        </Button>
      )}
      <Select
        size="xs"
        w={160}
        placeholder={t('support.transferTo')}
        aria-label={t('support.transferTo')}
        value={target}
        onChange={setTarget}
        data={(staff.data ?? [])
          .filter((member) => member.id !== row.assignedTo?.id)
          .map((member) => ({ value: String(member.id), label: member.name }))}
        data-testid="support-transfer-to"
      />
      <Button
        size="xs"
        variant="light"
        disabled={target === null}
        onClick={() => assign.mutate(Number(target))}
        data-testid="support-transfer"
      >
        {t('support.transfer')}
      </Button>
      <ConfirmButton
        label={t('support.close')}
        title={t('support.close')}
        message={t('support.closeConfirm')}
        onConfirm={() => close.mutateAsync()}
        testId="support-close"
      />
    </Group>
  );
}

/** The staff reply box: text, image, and a canned reply in the language staff pick (Thai first). */
export function Reply({ conversationId }: { conversationId: string }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const canned = useQuery(cannedQuery);
  const [text, setText] = useState('');
  const [locale, setLocale] = useState<Locale>('th');
  const typed = useThrottle(() => void signalStaffTyping(conversationId).catch(() => undefined));
  const send = useMutation({
    mutationFn: (content: { text?: string; image?: string }) => sendStaffMessage(conversationId, content),
    onSuccess: (message, content) => {
      queryClient.setQueryData<HistoryData>(supportKeys.history(conversationId), (data) =>
        withMessage(data, message),
      );
      if (content.text !== undefined) setText('');
      // The first reply to an unassigned conversation makes it the sender's.
      void queryClient.invalidateQueries({ queryKey: supportKeys.conversation(conversationId) });
      void queryClient.invalidateQueries({ queryKey: supportKeys.queue });
    },
    onError: feedback.fail,
  });
  const insert = (id: string | null) => {
    const reply = canned.data?.find((item) => item.id === id);
    if (reply)
      setText((current) =>
        current ? `${current}\n${cannedText(reply, locale)}` : cannedText(reply, locale),
      );
  };
  return (
    <Stack gap={0}>
      {(canned.data?.length ?? 0) > 0 && (
        <Group gap="xs" px="xs" pt="xs" wrap="nowrap">
          <Select
            size="xs"
            style={{ flex: 1 }}
            placeholder={t('support.canned')}
            aria-label={t('support.canned')}
            value={null}
            onChange={insert}
            searchable
            data={(canned.data ?? []).map((item) => ({ value: item.id, label: item.title }))}
            data-testid="support-canned"
          />
          <SegmentedControl
            size="xs"
            value={locale}
            onChange={(value) => setLocale(value)}
            data={[...LOCALES]}
            aria-label={t('support.cannedLanguage')}
            data-testid="support-canned-locale"
          />
        </Group>
      )}
      <ChatComposer
        text={text}
        onText={setText}
        onSend={(value) => send.mutate({ text: value })}
        onImage={(image) => send.mutate({ image })}
        onFailure={feedback.fail}
        onTyping={typed}
        sending={send.isPending}
      />
    </Stack>
  );
}
