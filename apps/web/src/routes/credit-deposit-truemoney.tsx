import '../features/deposits/providers/provider-deposit-i18n.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import type { TruemoneyTransferStatus } from '@chokdee/domain';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDeposit } from '../features/deposits/api.ts';
import { AmountStep } from '../features/deposits/amount-step.tsx';
import {
  providerKeys,
  useCreateTruemoney,
  useOpenTruemoney,
  useProviderSettings,
  useTrueWalletHistory,
} from '../features/deposits/providers/api.ts';
import { formatPhone, TruemoneyRequest } from '../features/deposits/providers/truemoney-request.tsx';
import { formatBaht, formatDateTime } from '../lib/format.ts';

const TRANSFER_COLORS: Record<TruemoneyTransferStatus, string> = {
  MATCHED: 'green',
  UNMATCHED: 'yellow',
  DISMISSED: 'gray',
};

/** The member's transfers to the site wallet (`true.wallet.history`; a failure shows as none). */
function TrueWalletHistory() {
  const { t } = useTranslation();
  const history = useTrueWalletHistory();
  if (!history.data) return null;
  return (
    <Stack gap="xs" data-testid="truemoney-history">
      <Text fw={700}>{t('providerDeposit:truemoney.history')}</Text>
      {history.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('deposit.none')}
        </Text>
      ) : (
        history.data.map((item) => (
          <Paper key={item.id} withBorder radius="md" p="sm" data-testid="truemoney-history-item">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={700}>฿ {formatBaht(item.amount)}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(item.transferTime)}
                </Text>
              </div>
              <Badge color={TRANSFER_COLORS[item.status]} variant="light" style={{ flexShrink: 0 }}>
                {t(`providerDeposit:truemoney.transfer.${item.status}`)}
              </Badge>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}

/** `/credit/deposit/truemoney[?id=]`: the amount, then the wallet number to pay with a countdown and live status. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const settings = useProviderSettings();
  const open = useOpenTruemoney();
  const queryClient = useQueryClient();
  const create = useCreateTruemoney();
  const id = params.get('id');
  const deposit = useDeposit(id);
  const status = deposit.data?.status;
  // Back on the page with a request still open: show it rather than a new form.
  useEffect(() => {
    if (id === null && open.data) setParams({ id: open.data.id }, { replace: true });
  }, [id, open.data, setParams]);
  // Credited or expired: the transfer now shows in the history with its outcome.
  useEffect(() => {
    if (status && status !== 'PENDING')
      void queryClient.invalidateQueries({ queryKey: providerKeys.truemoneyHistory });
  }, [status, queryClient]);
  const walletPhone =
    open.data?.walletPhone ?? create.data?.walletPhone ?? settings.data?.truemoney?.walletPhone;

  return (
    <Stack data-testid="deposit-truemoney-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('providerDeposit:truemoney.title')}
      </Title>
      {settings.isPending || open.isPending ? (
        <Skeleton height={240} />
      ) : id !== null ? (
        deposit.data && walletPhone ? (
          <TruemoneyRequest deposit={deposit.data} walletPhone={walletPhone} />
        ) : deposit.isError ? (
          <Text c="red.8">{t('deposit.notFound')}</Text>
        ) : (
          <Skeleton height={320} />
        )
      ) : settings.data?.truemoney ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Text size="sm">{t('providerDeposit:truemoney.howto')}</Text>
            <Text size="sm" c="dimmed">
              {t('providerDeposit:truemoney.wallet')}:{' '}
              <Text span inherit style={{ whiteSpace: 'nowrap' }}>
                {formatPhone(settings.data.truemoney.walletPhone)}
              </Text>
            </Text>
            <AmountStep
              testId="deposit-truemoney-form"
              pending={create.isPending}
              error={create.error}
              onSubmit={(baht) =>
                create.mutate(baht, { onSuccess: (created) => setParams({ id: created.id }) })
              }
            />
          </Stack>
        </Paper>
      ) : (
        <Alert color="gray" data-testid="truemoney-off">
          {t('providerDeposit:truemoney.off')}
        </Alert>
      )}
      {id !== null && deposit.data?.status !== 'PENDING' ? (
        <Button variant="light" color="green" onClick={() => setParams({})} data-testid="truemoney-new">
          {t('providerDeposit:newRequest')}
        </Button>
      ) : null}
      <TrueWalletHistory />
      <Button component={Link} to="/credit/deposit" variant="subtle" color="gray">
        {t('deposit.back')}
      </Button>
    </Stack>
  );
}
