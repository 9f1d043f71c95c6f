import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import { RecordsTable, timeColumn } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import type { MemberDetail } from './members-api.ts';
import { SectionCard, StatusBadge } from '../../../lib/admin/ui.tsx';

type Device = MemberDetail['devices'][number];
type Linked = MemberDetail['linkedMembers'][number];

/** The devices (visitorIds) the member used; each one searches the members who share it. */
export function MemberDevices({ member }: { member: MemberDetail }) {
  const { t } = useAdminT();
  return (
    <SectionCard title={t('memberDetail.devices')}>
      <RecordsTable<Device>
        records={member.devices}
        testId="member-devices"
        rowTestId="member-device-row"
        idOf={(device) => device.visitorId}
        minWidth={860}
        columns={[
          {
            accessor: 'visitorId',
            title: 'visitorId',
            render: (device) => (
              <Anchor
                component={Link}
                to={`/admin/members?q=${encodeURIComponent(device.visitorId)}`}
                ff="monospace"
                size="sm"
              >
                {device.visitorId}
              </Anchor>
            ),
          },
          { accessor: 'seen', title: t('memberDetail.seen') },
          timeColumn('firstSeen', t('memberDetail.firstSeen'), (device) => device.firstSeen),
          timeColumn('lastSeen', t('memberDetail.lastSeen'), (device) => device.lastSeen),
          { accessor: 'lastIp', title: 'IP', render: (device) => device.lastIp ?? '—' },
          {
            accessor: 'lastUserAgent',
            title: t('memberDetail.userAgent'),
            cellsStyle: () => ({ maxWidth: 320, wordBreak: 'break-all' }),
            render: (device) => device.lastUserAgent ?? '—',
          },
        ]}
      />
    </SectionCard>
  );
}

/** Other members seen on the same devices, and through which visitorIds. */
export function LinkedMembers({ member }: { member: MemberDetail }) {
  const { t } = useAdminT();
  return (
    <SectionCard title={t('memberDetail.linked')}>
      <RecordsTable<Linked>
        records={member.linkedMembers}
        testId="member-linked"
        rowTestId="member-linked-row"
        idOf={(linked) => linked.uuid}
        minWidth={600}
        columns={[
          {
            accessor: 'userName',
            title: t('members.userName'),
            render: (linked) => (
              <Anchor component={Link} to={`/admin/members/${linked.uuid}`}>
                {linked.userName}
              </Anchor>
            ),
          },
          {
            accessor: 'status',
            title: t('members.status'),
            render: (linked) => <StatusBadge status={linked.status} />,
          },
          {
            accessor: 'visitorIds',
            title: t('memberDetail.via'),
            render: (linked) => (
              <Group gap={4}>
                {linked.visitorIds.map((id) => (
                  <Badge key={id} variant="outline" size="sm" ff="monospace">
                    {id}
                  </Badge>
                ))}
              </Group>
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
