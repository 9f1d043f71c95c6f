import { Anchor, Badge, Paper } from '@mantine/core';
import { Link } from 'react-router';
import {
  AdminTable,
  pageQuery,
  SearchBox,
  textQuery,
  timeColumn,
  useAdminList,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import type { MemberRow } from './members-api.ts';
import { PageHeader, StatusBadge } from '../../../lib/admin/ui.tsx';
import { MEMBERS_KEY, searchMembers } from './members-api.ts';

const KEYS = ['q'] as const;
const orDash = (text: string | null) => text ?? '—';

/** Members search: one box (username prefix, phone, uuid, visitorId; bank account once banks exist). */
export function MembersPage() {
  const { t } = useAdminT();
  const list = useAdminList({
    keys: KEYS,
    queryKey: MEMBERS_KEY,
    fetch: (filters, page, signal) => searchMembers({ q: textQuery(filters.q), ...pageQuery(page) }, signal),
  });
  return (
    <>
      <PageHeader title={t('members.title')} />
      <Paper withBorder p="md" radius="md">
        <SearchBox
          list={list}
          field="q"
          label={t('members.search')}
          placeholder={t('members.searchPlaceholder')}
          testId="members-search"
        />
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
            { accessor: 'name', title: t('members.name'), render: (member) => orDash(member.name) },
            {
              accessor: 'phoneNumber',
              title: t('members.phone'),
              render: (member) => orDash(member.phoneNumber),
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
