import { STAFF_ROLES, type StaffRole } from '@chokdee/domain';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminT } from '../../lib/admin/i18n.ts';
import type { StaffView } from './staff-api.ts';
import { ConfirmButton, useFeedback } from '../../lib/admin/ui.tsx';
import { refreshStaff, runStaffAction, updateStaffRole, type StaffAction } from './staff-api.ts';

/** Another role for one staff account. */
export function RoleForm({ staff, onClose }: { staff: StaffView; onClose: () => void }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [role, setRole] = useState<StaffRole>(staff.role);
  const update = useMutation({
    mutationFn: () => updateStaffRole(staff.id, role),
    onSuccess: async () => {
      feedback.ok(t('staff.roleChanged'));
      await refreshStaff();
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

/** What Super Admin may do to one account: role, unlock, TOTP reset, disable / enable (never to self). */
export function StaffActions({ staff, self }: { staff: StaffView; self: boolean }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [roleOpen, setRoleOpen] = useState(false);
  const action = useMutation({
    mutationFn: (call: StaffAction) => runStaffAction(call, staff.id),
    onSuccess: async () => {
      feedback.ok();
      await refreshStaff();
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
