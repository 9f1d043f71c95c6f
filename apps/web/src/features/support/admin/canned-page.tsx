import {
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { CHAT_TEXT_MAX, LOCALES, type Locale } from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { ConfirmButton, PageHeader, SectionCard, TableState, useFeedback } from '../../../lib/admin/ui.tsx';
import { chatKeys, chatStatusQuery } from '../chat-api.ts';
import {
  cannedQuery,
  deleteCanned,
  saveCanned,
  supportKeys,
  switchChat,
  type CannedRow,
} from './support-admin-api.ts';

interface Draft {
  id?: string;
  title: string;
  texts: Record<Locale, string>;
  sortOrder: number;
}

const EMPTY: Draft = { title: '', texts: { th: '', en: '', kh: '', mm: '' }, sortOrder: 0 };
const draftOf = ({ id, title, texts, sortOrder }: CannedRow): Draft => ({
  id,
  title,
  texts: { ...EMPTY.texts, ...texts },
  sortOrder,
});

/** The site-wide live chat switch, showing what `chat.status` answers. Audited on the server. */
function ChatSwitch() {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const status = useQuery(chatStatusQuery);
  const change = useMutation({
    mutationFn: switchChat,
    onSuccess: (answer) => {
      queryClient.setQueryData(chatKeys.status, answer);
      feedback.ok(answer.enabled ? t('support.switchedOn') : t('support.switchedOff'));
    },
    onError: feedback.fail,
  });
  return (
    <SectionCard title={t('support.switchTitle')} testId="support-switch-card">
      <Switch
        label={t('support.switch')}
        checked={status.data?.enabled ?? false}
        disabled={status.isPending || change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
        data-testid="support-switch"
      />
    </SectionCard>
  );
}

function CannedForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(draft);
  const save = useMutation({
    mutationFn: () => saveCanned(value),
    onSuccess: async () => {
      feedback.ok();
      await queryClient.invalidateQueries({ queryKey: supportKeys.canned });
      onDone();
    },
    onError: feedback.fail,
  });
  const ready = value.title.trim() !== '' && value.texts.th.trim() !== '';
  return (
    <Stack>
      <Group grow align="flex-start">
        <TextInput
          label={t('support.cannedTitle')}
          value={value.title}
          onChange={(event) => setValue({ ...value, title: event.currentTarget.value })}
          maxLength={100}
          required
          data-testid="canned-title"
        />
        <NumberInput
          label={t('support.sortOrder')}
          value={value.sortOrder}
          onChange={(order) => setValue({ ...value, sortOrder: typeof order === 'number' ? order : 0 })}
          min={0}
          max={10_000}
          allowDecimal={false}
          maw={120}
          data-testid="canned-order"
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {LOCALES.map((locale) => (
          <Textarea
            key={locale}
            label={t(`support.text.${locale}`)}
            description={locale === 'th' ? t('support.thaiRequired') : t('support.thaiFallback')}
            value={value.texts[locale]}
            onChange={(event) =>
              setValue({ ...value, texts: { ...value.texts, [locale]: event.currentTarget.value } })
            }
            maxLength={CHAT_TEXT_MAX}
            rows={3}
            required={locale === 'th'}
            data-testid={`canned-text-${locale}`}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => save.mutate()}
          loading={save.isPending}
          disabled={!ready}
          data-testid="canned-save"
        >
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Canned replies (every language; Thai required, an empty one falls back to Thai) and the live
 * chat switch: `support.manage` (docs/support.md).
 */
export function CannedPage() {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const canned = useQuery(cannedQuery);
  const [editing, setEditing] = useState<Draft | null>(null);
  const remove = useMutation({
    mutationFn: deleteCanned,
    onSuccess: () => {
      feedback.ok();
      return queryClient.invalidateQueries({ queryKey: supportKeys.canned });
    },
    onError: feedback.fail,
  });
  return (
    <>
      <PageHeader title={t('support.cannedPage')}>
        <Button size="xs" onClick={() => setEditing(EMPTY)} data-testid="canned-new">
          {t('support.cannedNew')}
        </Button>
      </PageHeader>
      <Stack>
        <ChatSwitch />
        <Paper withBorder radius="md" p="md">
          <TableState
            loading={canned.isPending}
            error={canned.error}
            empty={canned.data?.length === 0}
            testId="canned"
          >
            <Stack gap="sm">
              {canned.data?.map((reply) => (
                <Group key={reply.id} justify="space-between" wrap="nowrap" data-testid="canned-row">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600}>{reply.title}</Text>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {reply.texts.th}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => setEditing(draftOf(reply))}>
                      {t('common.edit')}
                    </Button>
                    <ConfirmButton
                      label={t('common.delete')}
                      title={t('common.delete')}
                      message={t('support.cannedDeleteConfirm', { title: reply.title })}
                      onConfirm={() => remove.mutateAsync(reply.id)}
                      testId={`canned-delete-${reply.id}`}
                    />
                  </Group>
                </Group>
              ))}
            </Stack>
          </TableState>
        </Paper>
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? t('common.edit') : t('support.cannedNew')}
        size="lg"
      >
        {editing && <CannedForm draft={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
