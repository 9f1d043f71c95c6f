import '@mantine/core/styles/Pagination.css';
import { Badge, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAffiliateT } from './i18n.ts';
import { formatBaht, formatDateTime } from '../../lib/format.ts';
import { AFFILIATE_PAGE_SIZE, useAffiliateMembers } from './api.ts';

/** The members the member brought in (level 1) and theirs (level 2), names masked, paged. */
export function ReferredList() {
  const { t } = useAffiliateT();
  const [page, setPage] = useState(1);
  const members = useAffiliateMembers(page);
  if (!members.data) return <Skeleton height={120} radius="md" />;
  const { items, total } = members.data;
  if (total === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="affiliate-members-empty">
        {t('membersEmpty')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="affiliate-members">
      {items.map((member, index) => (
        <Paper key={`${page}-${index}`} withBorder radius="md" p="xs" data-testid="affiliate-member">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Group gap={6}>
                <Text fw={600} ff="monospace">
                  {member.userName}
                </Text>
                <Badge size="sm" variant="light" color={member.level === 1 ? 'green' : 'gray'}>
                  {t('level', { level: member.level })}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {t('joined', { at: formatDateTime(member.joinedAt) })}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                {t('turnover30d')}
              </Text>
              <Text fw={600}>฿ {formatBaht(member.turnover30d)}</Text>
            </Stack>
          </Group>
        </Paper>
      ))}
      {total > AFFILIATE_PAGE_SIZE && (
        <Pagination
          total={Math.ceil(total / AFFILIATE_PAGE_SIZE)}
          value={page}
          onChange={setPage}
          size="sm"
          style={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
