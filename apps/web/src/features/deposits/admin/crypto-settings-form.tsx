import { CRYPTO_NETWORKS, type AdminProviderSettings, type CryptoNetwork } from '@chokdee/domain';
import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useFeedback } from '../../../lib/admin/ui.tsx';
import { providerErrorText, useProviderActions } from './providers-api.ts';

/** Rate, request lifetime and the networks offered with their confirmations (none: crypto off). */
export function CryptoForm({ settings, canManage }: { settings: AdminProviderSettings; canManage: boolean }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const { crypto } = useProviderActions();
  const [rate, setRate] = useState<string | number>(settings.crypto.rate ?? '');
  const [minutes, setMinutes] = useState<string | number>(settings.crypto.requestMinutes);
  const [networks, setNetworks] = useState(
    Object.fromEntries(
      CRYPTO_NETWORKS.map((network) => {
        const on = settings.crypto.networks.find((n) => n.network === network);
        return [network, { on: on !== undefined, confirmations: on?.confirmations ?? 20 }];
      }),
    ) as Record<CryptoNetwork, { on: boolean; confirmations: number }>,
  );
  const message = providerErrorText(t, crypto.error);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        crypto.mutate(
          {
            rate: Number(rate),
            requestMinutes: Number(minutes),
            networks: CRYPTO_NETWORKS.filter((n) => networks[n].on).map((network) => ({
              network,
              confirmations: networks[network].confirmations,
            })),
          },
          { onSuccess: () => feedback.ok() },
        );
      }}
    >
      <Stack gap="sm">
        <Title order={4}>{t('providers.crypto')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('providers.rate')}
            value={rate}
            onChange={setRate}
            decimalScale={2}
            min={0}
            disabled={!canManage}
            data-testid="crypto-rate-input"
          />
          <NumberInput
            label={t('providers.requestMinutes')}
            value={minutes}
            onChange={setMinutes}
            min={5}
            max={240}
            disabled={!canManage}
          />
        </SimpleGrid>
        {CRYPTO_NETWORKS.map((network) => (
          <Group key={network} gap="md" align="center">
            <Checkbox
              w={110}
              label={`USDT ${network}`}
              checked={networks[network].on}
              disabled={!canManage}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setNetworks((current) => ({ ...current, [network]: { ...current[network], on } }));
              }}
              data-testid={`crypto-network-${network}`}
            />
            <NumberInput
              w={160}
              size="xs"
              label={t('providers.confirmations')}
              value={networks[network].confirmations}
              min={1}
              max={1000}
              disabled={!canManage || !networks[network].on}
              onChange={(value) =>
                setNetworks((current) => ({
                  ...current,
                  [network]: { ...current[network], confirmations: Number(value) },
                }))
              }
            />
            <Text size="sm" c="dimmed">
              {t('providers.free', { count: settings.freeAddresses[network] ?? 0 })}
            </Text>
          </Group>
        ))}
        {message && (
          <Alert color="red" variant="light">
            {message}
          </Alert>
        )}
        {canManage && (
          <Group justify="flex-end">
            <Button type="submit" loading={crypto.isPending} data-testid="crypto-save">
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
