import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Badge, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../lib/format.ts';
import { useCreditTurnover } from '../features/wallet/api/use-credit-turnover.ts';

/** `/credit/turnover`: whether a withdrawal is allowed now, the turnover still to bet, and what it means. */
export function Component() {
  const { t, i18n } = useTranslation();
  const turnover = useCreditTurnover();
  const data = turnover.data;
  const typeKey = data?.type ? `wallet.turnover.types.${data.type}` : 'wallet.turnover.types.none';

  return (
    <Stack data-testid="turnover-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('wallet.turnover.title')}
      </Title>
      {turnover.isError ? (
        <Alert color="red" data-testid="turnover-error" title={t('wallet.statement.error')}>
          <Button mt="xs" size="sm" variant="light" color="red" onClick={() => void turnover.refetch()}>
            {t('wallet.statement.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <Paper withBorder radius="lg" p="lg" data-testid="turnover-loading" aria-busy>
          <Skeleton height={28} width="50%" mb="md" />
          <Skeleton height={36} width="70%" mb="sm" />
          <Skeleton height={14} width="40%" />
        </Paper>
      ) : (
        <Paper withBorder radius="lg" p="lg" data-testid="turnover-card">
          <Stack gap="md">
            <Badge
              data-testid="turnover-can-withdraw"
              data-can-withdraw={String(data.canWithdraw)}
              size="xl"
              radius="md"
              color={data.canWithdraw ? 'green' : 'orange'}
              variant="light"
              style={{ textTransform: 'none', height: 'auto', paddingBlock: 6 }}
            >
              {data.canWithdraw ? t('wallet.turnover.canWithdraw') : t('wallet.turnover.cannotWithdraw')}
            </Badge>
            <div>
              <Text size="sm" c="dimmed">
                {t('wallet.turnover.remaining')}
              </Text>
              <Text
                data-testid="turnover-remaining"
                fz={32}
                fw={700}
                lh={1.2}
                c={data.turnOver > 0 ? 'orange.8' : 'green.8'}
              >
                ฿ {formatBaht(data.turnOver)}
              </Text>
            </div>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('wallet.turnover.type')}:
              </Text>
              <Text size="sm" fw={600} data-testid="turnover-type">
                {i18n.exists(typeKey) ? t(typeKey) : data.type}
              </Text>
            </Group>
          </Stack>
        </Paper>
      )}
      <Paper radius="lg" p="lg" bg="green.0" data-testid="turnover-explain">
        <Title order={2} fz={18} mb="sm">
          {t('wallet.turnover.whatTitle')}
        </Title>
        <List spacing="xs" size="md">
          <List.Item>{t('wallet.turnover.what1')}</List.Item>
          <List.Item>{t('wallet.turnover.what2')}</List.Item>
          <List.Item>{t('wallet.turnover.what3')}</List.Item>
        </List>
      </Paper>
    </Stack>
  );
}
