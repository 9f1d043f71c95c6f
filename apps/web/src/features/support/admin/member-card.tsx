import { Anchor, Badge, Button, Card, Collapse, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isAccountStatus, type SupportMemberCard } from '@chokdee/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatBaht, formatTimestamp } from '../../../lib/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { StatusBadge } from '../../../lib/admin/ui.tsx';

function Details({ member }: { member: SupportMemberCard }) {
  const { t } = useAdminT();
  const can = useCan();
  const rows: [string, ReactNode][] = [
    [t('support.member.name'), member.name || '—'],
    [t('support.member.phone'), member.phoneNumber],
    [
      t('support.member.status'),
      isAccountStatus(member.status) ? <StatusBadge status={member.status} /> : member.status,
    ],
    [t('support.member.level'), member.level],
    [t('support.member.cash'), `฿${formatBaht(member.cash)}`],
  ];
  return (
    <Stack gap="xs">
      <Table fz="sm" verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" fw={700}>
        {t('support.member.lastPoys')}
      </Text>
      {member.lastPoys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('common.empty')}
        </Text>
      ) : (
        <Stack gap={6} data-testid="support-member-poys">
          {member.lastPoys.map((poy) => (
            <Group key={poy.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {poy.round}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatTimestamp(poy.createdAt)}
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end">
                <Text size="sm">
                  ฿{formatBaht(poy.stake)} → ฿{formatBaht(poy.win)}
                </Text>
                <Badge size="xs" variant="light">
                  {poy.status}
                </Badge>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      {can('members.view') && (
        <Anchor component={Link} to={`/admin/members?q=${encodeURIComponent(member.userName)}`} size="sm">
          {t('support.member.open')}
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * Who the member is, beside the conversation: on a wide screen always open in its column, on a
 * phone a card above the messages that opens on a tap, so the messages keep the screen.
 */
export function MemberCard({ member, wide }: { member: SupportMemberCard; wide: boolean }) {
  const { t } = useAdminT();
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Card withBorder radius="md" data-testid="support-member-card">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="md">
          {member.userName}
        </Title>
        {!wide && (
          <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened}>
            {opened ? t('support.member.hide') : t('support.member.show')}
          </Button>
        )}
      </Group>
      {wide ? (
        <Details member={member} />
      ) : (
        <Collapse expanded={opened}>
          <Details member={member} />
        </Collapse>
      )}
    </Card>
  );
}
