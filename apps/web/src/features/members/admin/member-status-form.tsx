import { ACCOUNT_STATUSES, adminMemberStatusRequest } from '@chokdee/domain';
import { Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import type { MemberDetail } from './members-api.ts';
import { ConfirmButton, useFeedback } from '../../../lib/admin/ui.tsx';
import { MEMBERS_KEY, refreshMember, updateMemberStatus } from './members-api.ts';

/** Change the account status (0/1/2/3/4/9) with a required reason; confirmed in a dialog. */
export function StatusForm({ member }: { member: MemberDetail }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [status, setStatus] = useState<string>(String(member.status));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ status?: string; reason?: string }>({});
  const update = useMutation({
    mutationFn: updateMemberStatus,
    onSuccess: async () => {
      feedback.ok(t('memberDetail.statusChanged'));
      setReason('');
      await queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
      await refreshMember(member.uuid);
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
              status: Number(status),
              reason: reason.trim(),
            })
          }
        />
      </Group>
    </Stack>
  );
}
