import { Anchor, Button, Center, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { IfCan } from '../../../lib/admin/permissions.tsx';
import { AdminNotFound } from '../../../lib/admin/status-screens.tsx';
import { PageHeader, TableState } from '../../../lib/admin/ui.tsx';
import { MemberAccessCard } from './member-access-card.tsx';
import { MemberCareCard } from './member-care-card.tsx';
import { LinkedMembers, MemberDevices } from './member-links.tsx';
import { MemberProfileCard } from './member-profile-card.tsx';
import { useMember } from './members-api.ts';

/**
 * `/admin/members/:uuid`: profile, status and access, the member's breaks and limits, devices and
 * the members they link to.
 */
export function MemberDetailPage() {
  const { t } = useAdminT();
  const { uuid = '' } = useParams();
  const member = useMember(uuid);

  if (member.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (
    member.isError &&
    isApiError(member.error) &&
    (member.error.status === 404 || member.error.status === 400)
  )
    return <AdminNotFound />;
  if (member.isError || !member.data)
    return (
      <TableState loading={false} error={member.error} empty={false}>
        {null}
      </TableState>
    );
  const m = member.data;

  return (
    <Stack gap="md" data-testid="member-detail">
      <PageHeader title={`${t('memberDetail.title')}: ${m.userName}`}>
        <Group gap="md">
          <IfCan permission="wallet.view">
            <Button
              component={Link}
              to={`/admin/members/${m.uuid}/wallet`}
              size="xs"
              variant="light"
              data-testid="member-wallet-link"
            >
              {t('memberDetail.wallet')}
            </Button>
          </IfCan>
          <Anchor component={Link} to="/admin/members" size="sm">
            ← {t('memberDetail.back')}
          </Anchor>
        </Group>
      </PageHeader>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MemberProfileCard member={m} />
        <MemberAccessCard member={m} />
      </SimpleGrid>
      <MemberCareCard member={m} />
      <MemberDevices member={m} />
      <LinkedMembers member={m} />
    </Stack>
  );
}
