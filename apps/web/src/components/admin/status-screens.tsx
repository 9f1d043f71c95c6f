import { Button, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useAdminT } from '../../lib/admin/i18n.ts';

function AdminStatus({
  testId,
  mark,
  title,
  message,
}: {
  testId: string;
  mark: string;
  title: string;
  message: string;
}) {
  const { t } = useAdminT();
  const navigate = useNavigate();
  return (
    <Stack data-testid={testId} align="center" justify="center" gap="sm" py={64} ta="center">
      <Text fz={56} fw={700} c="green.7" lh={1} aria-hidden>
        {mark}
      </Text>
      <Title order={1} fz="xl">
        {title}
      </Title>
      <Text c="dimmed" maw={460}>
        {message}
      </Text>
      <Button mt="sm" onClick={() => void navigate('/admin')}>
        {t('common.backToAdmin')}
      </Button>
    </Stack>
  );
}

/** 403 inside the admin layout: the role lacks the permission (or the server refused). */
export function AdminForbidden() {
  const { t } = useAdminT();
  return (
    <AdminStatus
      testId="admin-403"
      mark="403"
      title={t('errors.forbiddenTitle')}
      message={t('errors.forbiddenMessage')}
    />
  );
}

export function AdminNotFound() {
  const { t } = useAdminT();
  return (
    <AdminStatus
      testId="admin-404"
      mark="404"
      title={t('errors.notFoundTitle')}
      message={t('errors.notFoundMessage')}
    />
  );
}
