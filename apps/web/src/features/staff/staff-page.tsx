import { STAFF_ROLES, staffCreateRequest, type StaffRole } from '@chokdee/domain';
import {
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { translateMessage, zodValidate } from '../forms/index.ts';
import { adminApi } from '../../lib/admin/admin-api.ts';
import { translateAdminMessage, useAdminT } from '../../lib/admin/i18n.ts';
import { ADMIN_KEY, useStaffMe } from '../../lib/admin/session.ts';
import type { StaffView } from '../../lib/admin/types.ts';
import { ConfirmButton, DataTable, PageHeader, TableState, useFeedback } from '../../lib/admin/ui.tsx';
import { formatTimestamp } from '../../lib/format.ts';

const STAFF_KEY = [ADMIN_KEY, 'staff'] as const;
const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_KEY });

function CreateStaffForm({ onClose }: { onClose: () => void }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [values, setValues] = useState({ username: '', password: '', role: 'Staff' as StaffRole });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: (body: typeof values) =>
      adminApi.post<{ id: number; username: string }>('staff.create', body),
    onSuccess: async (answer) => {
      feedback.ok(t('staff.created', { username: answer.username }));
      await refresh();
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else if (isApiError(error) && error.code === 'STAFF_USERNAME_TAKEN')
        setErrors({ username: t('staff.taken') });
      else feedback.fail(error);
    },
  });
  // PIN messages are the member PIN rule's: the member translations already have them.
  const { t: tMember } = useTranslation();
  const message = (key: string) => {
    const raw = errors[key];
    const admin = translateAdminMessage(t, raw);
    return admin !== raw ? admin : translateMessage(tMember, raw);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = { ...values, username: values.username.trim() };
        const problems = zodValidate(staffCreateRequest)(body);
        setErrors(problems);
        if (Object.keys(problems).length === 0) create.mutate(body);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('staff.username')}
          description={t('staff.usernameHelp')}
          autoCapitalize="none"
          autoComplete="off"
          value={values.username}
          onChange={(event) => {
            const username = event.currentTarget.value;
            setValues((current) => ({ ...current, username }));
          }}
          error={message('username')}
          data-testid="staff-create-username"
        />
        <PasswordInput
          label={t('staff.pin')}
          description={t('staff.pinHelp')}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => {
            const password = event.currentTarget.value;
            setValues((current) => ({ ...current, password }));
          }}
          error={message('password')}
          data-testid="staff-create-pin"
        />
        <NativeSelect
          label={t('staff.role')}
          data={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          value={values.role}
          onChange={(event) => {
            const role = event.currentTarget.value as StaffRole;
            setValues((current) => ({ ...current, role }));
          }}
          data-testid="staff-create-role"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="staff-create-submit">
            {t('staff.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RoleForm({ staff, onClose }: { staff: StaffView; onClose: () => void }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [role, setRole] = useState<StaffRole>(staff.role);
  const update = useMutation({
    mutationFn: () => adminApi.post<StaffView>('staff.role.update', { id: staff.id, role }),
    onSuccess: async () => {
      feedback.ok(t('staff.roleChanged'));
      await refresh();
      onClose();
    },
    onError: feedback.fail,
  });
  return (
    <Stack gap="sm">
      <Text size="sm">{t('staff.roleFor', { username: staff.username })}</Text>
      <NativeSelect
        data={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as StaffRole)}
        data-testid="staff-role-select"
      />
      <Text size="xs" c="dimmed">
        {t('staff.roleHelp')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => update.mutate()}
          loading={update.isPending}
          disabled={role === staff.role}
          data-testid="staff-role-save"
        >
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function StaffActions({ staff, self }: { staff: StaffView; self: boolean }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [roleOpen, setRoleOpen] = useState(false);
  const action = useMutation({
    mutationFn: (call: 'staff.unlock' | 'staff.totp.reset' | 'staff.disable' | 'staff.enable') =>
      adminApi.post<StaffView>(call, { id: staff.id }),
    onSuccess: async () => {
      feedback.ok();
      await refresh();
    },
    onError: feedback.fail,
  });
  const id = staff.username;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => setRoleOpen(true)} data-testid={`staff-role-${id}`}>
        {t('staff.changeRole')}
      </Button>
      {staff.locked && (
        <Button
          size="xs"
          variant="light"
          color="orange"
          loading={action.isPending}
          onClick={() => action.mutate('staff.unlock')}
          data-testid={`staff-unlock-${id}`}
        >
          {t('staff.unlock')}
        </Button>
      )}
      {staff.totpEnrolled && (
        <ConfirmButton
          testId={`staff-totp-reset-${id}`}
          label={t('staff.totpReset')}
          title={t('staff.totpReset')}
          message={t('staff.confirmTotpReset', { username: staff.username })}
          color="orange"
          onConfirm={() => action.mutateAsync('staff.totp.reset')}
        />
      )}
      {!self &&
        (staff.disabled ? (
          <ConfirmButton
            testId={`staff-enable-${id}`}
            label={t('staff.enable')}
            title={t('staff.enable')}
            message={t('staff.confirmEnable', { username: staff.username })}
            color="green"
            onConfirm={() => action.mutateAsync('staff.enable')}
          />
        ) : (
          <ConfirmButton
            testId={`staff-disable-${id}`}
            label={t('staff.disable')}
            title={t('staff.disable')}
            message={t('staff.confirmDisable', { username: staff.username })}
            onConfirm={() => action.mutateAsync('staff.disable')}
          />
        ))}
      <Modal opened={roleOpen} onClose={() => setRoleOpen(false)} title={t('staff.changeRole')}>
        {roleOpen && <RoleForm staff={staff} onClose={() => setRoleOpen(false)} />}
      </Modal>
    </Group>
  );
}

/** Staff management (Super Admin): list, create, role, unlock, TOTP reset, disable/enable. */
export function StaffPage() {
  const { t } = useAdminT();
  const me = useStaffMe();
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => adminApi.get<StaffView[]>('staff.list', undefined, signal),
  });
  return (
    <>
      <PageHeader title={t('staff.title')}>
        <Button size="sm" onClick={() => setCreating(true)} data-testid="staff-add">
          {t('staff.add')}
        </Button>
      </PageHeader>
      <Paper withBorder p="md" radius="md">
        <TableState
          loading={list.isPending}
          error={list.error}
          empty={list.data?.length === 0}
          testId="staff"
        >
          <DataTable testId="staff-table" minWidth={980}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.username')}</Table.Th>
                <Table.Th>{t('staff.role')}</Table.Th>
                <Table.Th>TOTP</Table.Th>
                <Table.Th>{t('staff.state')}</Table.Th>
                <Table.Th>{t('common.createdAt')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.map((staff) => (
                <Table.Tr key={staff.id} data-testid={`staff-row-${staff.username}`}>
                  <Table.Td fw={600}>
                    {staff.username}
                    {staff.id === me.data?.id && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({t('staff.you')})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{t(`roles.${staff.role}`)}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={staff.totpEnrolled ? 'green' : 'gray'}>
                      {staff.totpEnrolled ? t('staff.enrolled') : t('staff.notEnrolled')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {staff.disabled && (
                        <Badge size="sm" color="gray">
                          {t('staff.disabled')}
                        </Badge>
                      )}
                      {staff.locked && (
                        <Badge size="sm" color="red" variant="light">
                          {t('staff.locked')}
                        </Badge>
                      )}
                      {!staff.disabled && !staff.locked && (
                        <Badge size="sm" color="green" variant="light">
                          {t('staff.active')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(staff.createdAt)}</Table.Td>
                  <Table.Td>
                    <StaffActions staff={staff} self={staff.id === me.data?.id} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        </TableState>
      </Paper>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('staff.add')}>
        {creating && <CreateStaffForm onClose={() => setCreating(false)} />}
      </Modal>
    </>
  );
}
