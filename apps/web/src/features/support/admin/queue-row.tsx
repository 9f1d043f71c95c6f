import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { type SupportConversationRow } from '@chokdee/domain';
import { formatTimestamp } from '../../../lib/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';

/** A conversation's visitor: the member's name and login, or the guest's name, with its kind. */
export function VisitorName({ row }: { row: SupportConversationRow }) {
  const { t } = useAdminT();
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" truncate>
        {row.visitor.userName ?? row.visitor.name}
      </Text>
      <Badge size="xs" variant="light" color={row.visitor.kind === 'member' ? 'green' : 'gray'}>
        {t(`support.kind.${row.visitor.kind}`)}
      </Badge>
    </Group>
  );
}

export function QueueRow({
  row,
  selected,
  onSelect,
}: {
  row: SupportConversationRow;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useAdminT();
  return (
    <UnstyledButton
      onClick={onSelect}
      p="sm"
      aria-current={selected || undefined}
      data-testid="support-queue-row"
      style={{
        display: 'block',
        width: '100%',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: selected ? 'var(--mantine-color-green-0)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <VisitorName row={row} />
        {row.unread > 0 && (
          <Badge color="red" size="sm" data-testid="support-row-unread">
            {row.unread}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" truncate>
        {row.lastText || '—'}
      </Text>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" truncate>
          {row.assignedTo?.name ?? t('support.views.unassigned')}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatTimestamp(row.lastMessageAt ?? row.createdAt)}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
