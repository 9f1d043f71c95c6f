import { Button, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const METHODS = [
  { to: '/credit/deposit/fast', key: 'fast', testId: 'deposit-method-fast' },
  { to: '/credit/deposit/qrcode', key: 'qr', testId: 'deposit-method-qrcode' },
  { to: '/credit/deposit/normal', key: 'normal', testId: 'deposit-method-normal' },
] as const;

/** `/credit/deposit`: choose how to deposit. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack data-testid="deposit-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('deposit.title')}
      </Title>
      <SimpleGrid cols={1} spacing="sm">
        {METHODS.map((method) => (
          <UnstyledButton key={method.to} component={Link} to={method.to} data-testid={method.testId}>
            <Paper withBorder radius="lg" p="md">
              <Text fw={700} c="green.8" fz={18}>
                {t(`deposit.${method.key}.title`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`deposit.${method.key}.hint`)}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Button
        component={Link}
        to="/credit/status"
        variant="light"
        color="green"
        data-testid="deposit-status-link"
      >
        {t('deposit.statusTitle')}
      </Button>
    </Stack>
  );
}
