import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import type { MemberDetail } from './members-api.ts';
import { SectionCard } from '../../../lib/admin/ui.tsx';
import { formatTimestamp } from '../../../lib/format.ts';

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

/** Who the member is: names, contact, LINE, level, agent and when the account was made. */
export function MemberProfileCard({ member: m }: { member: MemberDetail }) {
  const { t } = useAdminT();
  return (
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
        <Field label={t('common.createdAt')}>{formatTimestamp(m.createdAt)}</Field>
      </SimpleGrid>
    </SectionCard>
  );
}
