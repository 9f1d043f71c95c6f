import { ACCOUNT_STATUSES, adminMemberStatusRequest, type AccountStatus } from '@chokdee/domain';
import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { adminApi } from '../../../lib/admin/admin-api.ts';
import { formatTime } from '../../../lib/admin/format.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import type { MemberDetail } from '../../../lib/admin/types.ts';
import { IfCan } from '../../../components/admin/require-permission.tsx';
import {
  ConfirmButton,
  DataTable,
  PageHeader,
  SectionCard,
  StatusBadge,
  TableState,
  useFeedback,
} from '../../../components/admin/ui.tsx';
import { AdminNotFound } from '../../../components/admin/status-screens.tsx';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId} style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
    </div>
  );
}

/** Change the account status (0/1/2/3/4/9) with a required reason; confirmed in a dialog. */
function StatusForm({ member }: { member: MemberDetail }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [status, setStatus] = useState<string>(String(member.status));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ status?: string; reason?: string }>({});
  const update = useMutation({
    mutationFn: (body: { uuid: string; status: AccountStatus; reason: string }) =>
      adminApi.post<{ uuid: string; status: AccountStatus }>('members.status.update', body),
    onSuccess: async () => {
      feedback.ok(t('memberDetail.statusChanged'));
      setReason('');
      await queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'members'] });
      await queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'member', member.uuid] });
    },
    onError: (error) => {
      if (isApiError(error) && error.fields?.reason) setErrors({ reason: error.fields.reason });
      else feedback.fail(error);
    },
  });
  const body = { uuid: member.uuid, status: Number(status), reason };
  const check = (): boolean => {
    const parsed = adminMemberStatusRequest.safeParse(body);
    if (parsed.success) {
      setErrors({});
      return true;
    }
    const next: { status?: string; reason?: string } = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'status' || key === 'reason') && !next[key]) next[key] = issue.message;
    }
    setErrors(next);
    return false;
  };
  const unchanged = Number(status) === member.status;
  return (
    <Stack gap="sm" data-testid="member-status-form">
      <NativeSelect
        label={t('memberDetail.newStatus')}
        data={ACCOUNT_STATUSES.map((value) => ({
          value: String(value),
          label: `${value} · ${t(`status.${value}`)}`,
        }))}
        value={status}
        onChange={(event) => setStatus(event.currentTarget.value)}
        error={translateAdminMessage(t, errors.status)}
        data-testid="member-status-select"
      />
      <Textarea
        label={t('memberDetail.reason')}
        required
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          if (errors.reason) setErrors({ ...errors, reason: undefined });
        }}
        error={translateAdminMessage(t, errors.reason)}
        data-testid="member-status-reason"
      />
      <Group justify="flex-end">
        <ConfirmButton
          testId="member-status-submit"
          label={t('memberDetail.changeStatus')}
          title={t('memberDetail.changeStatus')}
          color="orange"
          variant="filled"
          size="sm"
          disabled={unchanged || update.isPending}
          beforeOpen={check}
          message={t('memberDetail.confirmStatus', {
            user: member.userName,
            from: `${member.status} · ${t(`status.${member.status}`)}`,
            to: `${status} · ${t(`status.${Number(status)}`)}`,
          })}
          onConfirm={() =>
            update.mutateAsync({
              uuid: member.uuid,
              status: Number(status) as AccountStatus,
              reason: reason.trim(),
            })
          }
        />
      </Group>
    </Stack>
  );
}

export function MemberDetailPage() {
  const { t } = useAdminT();
  const { uuid = '' } = useParams();
  const feedback = useFeedback();
  const member = useQuery({
    queryKey: [ADMIN_KEY, 'member', uuid],
    queryFn: ({ signal }) => adminApi.get<MemberDetail>('members.one', { uuid }, signal),
    retry: false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'member', uuid] });
  const unlock = useMutation({
    mutationFn: () => adminApi.post('members.unlock', { uuid }),
    onSuccess: async () => {
      feedback.ok(t('memberDetail.unlocked'));
      await refresh();
    },
    onError: feedback.fail,
  });
  const logout = useMutation({
    mutationFn: () => adminApi.post<{ sessionsRevoked: number }>('members.logout', { uuid }),
    onSuccess: async (answer) => {
      feedback.ok(t('memberDetail.loggedOut', { count: answer.sessionsRevoked }));
      await refresh();
    },
    onError: feedback.fail,
  });

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
        <SectionCard title={t('memberDetail.profile')}>
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('members.userName')} testId="member-username">
              {m.userName}
            </Field>
            <Field label={t('members.name')}>{m.name ?? '—'}</Field>
            <Field label={t('members.phone')}>{m.phoneNumber ?? '—'}</Field>
            <Field label={t('memberDetail.email')}>{m.email ?? '—'}</Field>
            <Field label={t('memberDetail.line')}>{m.lineLinked ? (m.lineId ?? t('common.yes')) : '—'}</Field>
            <Field label={t('memberDetail.level')}>{m.level ?? '—'}</Field>
            <Field label={t('memberDetail.agent')}>{m.agentId ?? '—'}</Field>
            <Field label={t('memberDetail.afSlug')}>{m.afSlug ?? '—'}</Field>
            <Field label="UUID">{m.uuid}</Field>
            <Field label={t('common.createdAt')}>{formatTime(m.createdAt)}</Field>
          </SimpleGrid>
        </SectionCard>
        <SectionCard title={t('memberDetail.statusAndAccess')}>
          <Stack gap="sm">
            <Group gap="xs">
              <Text size="sm">{t('members.status')}:</Text>
              <StatusBadge status={m.status} />
            </Group>
            <Group gap="xs" justify="space-between">
              <Text size="sm" data-testid="member-lockout">
                {m.lockout.locked
                  ? t('memberDetail.lockedSince', {
                      time: formatTime(m.lockout.lockedAt),
                      count: m.lockout.failedLoginCount,
                    })
                  : t('memberDetail.notLocked', { count: m.lockout.failedLoginCount })}
              </Text>
              {m.lockout.locked && (
                <IfCan permission="members.unlock">
                  <Button
                    size="xs"
                    onClick={() => unlock.mutate()}
                    loading={unlock.isPending}
                    data-testid="member-unlock"
                  >
                    {t('memberDetail.unlock')}
                  </Button>
                </IfCan>
              )}
            </Group>
            <Group gap="xs" justify="space-between">
              <Text size="sm" data-testid="member-sessions">
                {t('memberDetail.activeSessions', { count: m.activeSessions })}
              </Text>
              <IfCan permission="members.logout">
                <ConfirmButton
                  testId="member-force-logout"
                  label={t('memberDetail.forceLogout')}
                  title={t('memberDetail.forceLogout')}
                  message={t('memberDetail.confirmLogout', { user: m.userName })}
                  onConfirm={() => logout.mutateAsync()}
                />
              </IfCan>
            </Group>
            <IfCan permission="members.status">
              <StatusForm key={m.status} member={m} />
            </IfCan>
          </Stack>
        </SectionCard>
      </SimpleGrid>

      <SectionCard title={t('memberDetail.devices')}>
        <TableState loading={false} error={null} empty={m.devices.length === 0} testId="member-devices">
          <DataTable testId="member-devices-table" minWidth={860}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>visitorId</Table.Th>
                <Table.Th>{t('memberDetail.seen')}</Table.Th>
                <Table.Th>{t('memberDetail.firstSeen')}</Table.Th>
                <Table.Th>{t('memberDetail.lastSeen')}</Table.Th>
                <Table.Th>IP</Table.Th>
                <Table.Th>{t('memberDetail.userAgent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {m.devices.map((device) => (
                <Table.Tr key={device.visitorId}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/members?q=${encodeURIComponent(device.visitorId)}`}
                      ff="monospace"
                      size="sm"
                    >
                      {device.visitorId}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{device.seen}</Table.Td>
                  <Table.Td>{formatTime(device.firstSeen)}</Table.Td>
                  <Table.Td>{formatTime(device.lastSeen)}</Table.Td>
                  <Table.Td>{device.lastIp ?? '—'}</Table.Td>
                  <Table.Td maw={320} style={{ wordBreak: 'break-all' }}>
                    {device.lastUserAgent ?? '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        </TableState>
      </SectionCard>

      <SectionCard title={t('memberDetail.linked')}>
        <TableState loading={false} error={null} empty={m.linkedMembers.length === 0} testId="member-linked">
          <DataTable testId="member-linked-table" minWidth={600}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('members.userName')}</Table.Th>
                <Table.Th>{t('members.status')}</Table.Th>
                <Table.Th>{t('memberDetail.via')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {m.linkedMembers.map((linked) => (
                <Table.Tr key={linked.uuid}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/members/${linked.uuid}`}>
                      {linked.userName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={linked.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {linked.visitorIds.map((id) => (
                        <Badge key={id} variant="outline" size="sm" ff="monospace">
                          {id}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        </TableState>
      </SectionCard>
    </Stack>
  );
}
