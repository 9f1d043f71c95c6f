import '../features/deposits/providers/provider-deposit-i18n.ts';
import { Button, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// `texts`: the locale prefix holding the tile's title and hint.
const METHODS = [
  { to: '/credit/deposit/fast', texts: 'deposit.fast', testId: 'deposit-method-fast' },
  { to: '/credit/deposit/qrcode', texts: 'deposit.qr', testId: 'deposit-method-qrcode' },
  { to: '/credit/deposit/truemoney', texts: 'providerDeposit:truemoney', testId: 'deposit-method-truemoney' },
  { to: '/credit/deposit/crypto', texts: 'providerDeposit:crypto', testId: 'deposit-method-crypto' },
  { to: '/credit/deposit/normal', texts: 'deposit.normal', testId: 'deposit-method-normal' },
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
                {t(`${method.texts}.title`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`${method.texts}.hint`)}
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
