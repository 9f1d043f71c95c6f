import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../features/auth/login-form.tsx';

/** `/external/login`: the login form alone, for partner sites to embed in a frame (spec §2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack data-testid="external-login-page" maw={420} mx="auto" py="md">
      <Paper radius="lg" p="lg" withBorder>
        <Title order={1} fz="xl" mb="md">
          {t('auth.loginTitle')}
        </Title>
        <LoginForm links={false} />
      </Paper>
    </Stack>
  );
}
