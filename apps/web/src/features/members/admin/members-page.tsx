import { Anchor, Badge, Button, Group, Paper, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import {
  AdminTable,
  PAGE_SIZE,
  textQuery,
  timeColumn,
  useAdminList,
} from '../../../components/admin-list/index.ts';
import { adminApi } from '../../../lib/admin/admin-api.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import type { MemberRow, Paged } from '../../../lib/admin/types.ts';
import { PageHeader, StatusBadge } from '../../../lib/admin/ui.tsx';

const KEYS = ['q'] as const;

/** Members search: one box (username prefix, phone, uuid, visitorId; bank account once banks exist). */
export function MembersPage() {
  const { t } = useAdminT();
  const list = useAdminList({
    keys: KEYS,
    queryKey: [ADMIN_KEY, 'members'],
    fetch: (filters, page, signal) =>
      adminApi.get<Paged<MemberRow>>(
        'members.search',
        { q: textQuery(filters.q), page, pageSize: PAGE_SIZE },
        signal,
      ),
  });
  return (
    <>
      <PageHeader title={t('members.title')} />
      <Paper withBorder p="md" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            list.search();
          }}
        >
          <Group align="flex-end" mb="md" wrap="nowrap">
            <TextInput
              flex={1}
              label={t('members.search')}
              placeholder={t('members.searchPlaceholder')}
              value={list.draft.q}
              onChange={(event) => list.setDraftValue('q', event.currentTarget.value)}
              data-testid="members-search-input"
            />
            <Button type="submit" data-testid="members-search-submit">
              {t('common.search')}
            </Button>
          </Group>
        </form>
        <AdminTable<MemberRow>
          result={list.result}
          testId="members"
          rowTestId="members-row"
          idOf={(member) => member.uuid}
          page={list.page}
          onPage={list.setPage}
          columns={[
            {
              accessor: 'userName',
              title: t('members.userName'),
              render: (member) => (
                <Anchor
                  component={Link}
                  to={`/admin/members/${member.uuid}`}
                  data-testid={`member-link-${member.userName}`}
                >
                  {member.userName}
                </Anchor>
              ),
            },
            { accessor: 'name', title: t('members.name'), render: (member) => member.name ?? '—' },
            {
              accessor: 'phoneNumber',
              title: t('members.phone'),
              render: (member) => member.phoneNumber ?? '—',
            },
            {
              accessor: 'status',
              title: t('members.status'),
              render: (member) => <StatusBadge status={member.status} />,
            },
            {
              accessor: 'locked',
              title: t('members.lockout'),
              render: (member) =>
                member.locked ? (
                  <Badge color="red" variant="light">
                    {t('members.locked')}
                  </Badge>
                ) : (
                  '—'
                ),
            },
            timeColumn('createdAt', t('common.createdAt'), (member) => member.createdAt),
          ]}
        />
      </Paper>
    </>
  );
}
