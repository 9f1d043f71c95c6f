import { Anchor, Badge, Button, Group, Paper, Table, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminApi } from '../../../lib/admin/admin-api.ts';
import { formatTime } from '../../../lib/admin/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import type { MemberRow, Paged } from '../../../lib/admin/types.ts';
import { useTableState } from '../../../lib/admin/use-table-state.ts';
import { DataTable, PageHeader, Pager, StatusBadge, TableState } from '../../../components/admin/ui.tsx';

const KEYS = ['q'] as const;
const PAGE_SIZE = 20;

/** Members search: one box (username prefix, phone, uuid, visitorId; bank account once banks exist). */
export function MembersPage() {
  const { t } = useAdminT();
  const table = useTableState(KEYS);
  const [text, setText] = useState(table.filters.q);
  const [shownQ, setShownQ] = useState(table.filters.q);
  // Keep the box in step with the URL (back button, a link) without an effect.
  if (shownQ !== table.filters.q) {
    setShownQ(table.filters.q);
    setText(table.filters.q);
  }
  const result = useQuery({
    queryKey: [ADMIN_KEY, 'members', table.filters.q, table.page],
    queryFn: ({ signal }) =>
      adminApi.get<Paged<MemberRow>>(
        'members.search',
        { q: table.filters.q || undefined, page: table.page, pageSize: PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader title={t('members.title')} />
      <Paper withBorder p="md" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            table.setFilters({ q: text });
          }}
        >
          <Group align="flex-end" mb="md" wrap="nowrap">
            <TextInput
              flex={1}
              label={t('members.search')}
              placeholder={t('members.searchPlaceholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              data-testid="members-search-input"
            />
            <Button type="submit" data-testid="members-search-submit">
              {t('common.search')}
            </Button>
          </Group>
        </form>
        <TableState
          loading={result.isPending}
          error={result.error}
          empty={result.data?.items.length === 0}
          testId="members"
        >
          <DataTable testId="members-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('members.userName')}</Table.Th>
                <Table.Th>{t('members.name')}</Table.Th>
                <Table.Th>{t('members.phone')}</Table.Th>
                <Table.Th>{t('members.status')}</Table.Th>
                <Table.Th>{t('members.lockout')}</Table.Th>
                <Table.Th>{t('common.createdAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: result.isPlaceholderData ? 0.5 : 1 }}>
              {result.data?.items.map((member) => (
                <Table.Tr key={member.uuid} data-testid="members-row">
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/members/${member.uuid}`}
                      data-testid={`member-link-${member.userName}`}
                    >
                      {member.userName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{member.name ?? '—'}</Table.Td>
                  <Table.Td>{member.phoneNumber ?? '—'}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={member.status} />
                  </Table.Td>
                  <Table.Td>
                    {member.locked ? (
                      <Badge color="red" variant="light">
                        {t('members.locked')}
                      </Badge>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>{formatTime(member.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
          {result.data && (
            <Pager
              page={table.page}
              total={result.data.total}
              pageSize={result.data.pageSize}
              onChange={table.setPage}
            />
          )}
        </TableState>
      </Paper>
    </>
  );
}
