import { STAFF_ROLES, staffCreateRequest, type StaffRole } from '@chokdee/domain';
import { Button, Group, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { translateMessage, zodValidate } from '../forms/index.ts';
import { translateAdminMessage, useAdminT } from '../../lib/admin/i18n.ts';
import { useFeedback } from '../../lib/admin/ui.tsx';
import { createStaff, refreshStaff } from './staff-api.ts';

/** A new staff account: username, first PIN and role; the TOTP is enrolled at its first login. */
export function CreateStaffForm({ onClose }: { onClose: () => void }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [values, setValues] = useState({ username: '', password: '', role: 'Staff' as StaffRole });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: createStaff,
    onSuccess: async (answer) => {
      feedback.ok(t('staff.created', { username: answer.username }));
      await refreshStaff();
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
