import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { IfCan } from '../../../lib/admin/permissions.tsx';
import type { MemberDetail } from './members-api.ts';
import { ConfirmButton, SectionCard, StatusBadge, useFeedback } from '../../../lib/admin/ui.tsx';
import { formatTimestamp } from '../../../lib/format.ts';
import { StatusForm } from './member-status-form.tsx';
import { logoutMember, refreshMember, unlockMember } from './members-api.ts';

/** The member's status, login lockout and sessions, with what staff may do about each. */
export function MemberAccessCard({ member: m }: { member: MemberDetail }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const unlock = useMutation({
    mutationFn: () => unlockMember(m.uuid),
    onSuccess: async () => {
      feedback.ok(t('memberDetail.unlocked'));
      await refreshMember(m.uuid);
    },
    onError: feedback.fail,
  });
  const logout = useMutation({
    mutationFn: () => logoutMember(m.uuid),
    onSuccess: async (answer) => {
      feedback.ok(t('memberDetail.loggedOut', { count: answer.sessionsRevoked }));
      await refreshMember(m.uuid);
    },
    onError: feedback.fail,
  });
  return (
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
                  time: formatTimestamp(m.lockout.lockedAt),
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
  );
}
