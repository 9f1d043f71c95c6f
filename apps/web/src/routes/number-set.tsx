import '@mantine/core/styles/Skeleton.css';
import type { NumberSet } from '@chokdee/domain';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteNumberSet } from '../features/number-set/api/use-delete-number-set.ts';
import { useNumberSets } from '../features/number-set/api/use-number-sets.ts';
import { NumberSetEditor } from '../features/number-set/components/number-set-editor.tsx';
import { notifySuccess } from '../lib/notify.ts';

/** `/number-set`: the member's saved number lists: create, edit, delete (loaded into a slip on /lotto). */
export function Component() {
  const { t } = useTranslation();
  const sets = useNumberSets();
  const remove = useDeleteNumberSet();
  const [editing, setEditing] = useState<NumberSet | 'new' | null>(null);
  const done = (message?: string) => {
    setEditing(null);
    if (message) notifySuccess(message);
  };
  return (
    <Stack data-testid="number-set-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('numberSet.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('numberSet.intro')}
      </Text>
      {editing ? (
        <NumberSetEditor
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? null : editing}
          onDone={() => done(t('numberSet.saved'))}
        />
      ) : (
        <Button color="green" onClick={() => setEditing('new')} data-testid="number-set-new">
          + {t('numberSet.new')}
        </Button>
      )}
      {sets.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : (sets.data ?? []).length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="number-set-empty">
          {t('numberSet.empty')}
        </Text>
      ) : (
        (sets.data ?? []).map((set) => (
          <Paper key={set.id} withBorder radius="md" p="sm" data-testid="number-set-row">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700} truncate>
                  {set.name}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {t('numberSet.count', { count: set.lines.length })} ·{' '}
                  {set.lines
                    .slice(0, 8)
                    .map((l) => l.number)
                    .join(' ')}
                  {set.lines.length > 8 ? ' …' : ''}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" color="green" onClick={() => setEditing(set)}>
                  {t('numberSet.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === set.id}
                  onClick={() => {
                    if (window.confirm(t('numberSet.deleteConfirm', { name: set.name })))
                      remove.mutate(set.id, { onSuccess: () => notifySuccess(t('numberSet.deleted')) });
                  }}
                >
                  {t('numberSet.delete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
