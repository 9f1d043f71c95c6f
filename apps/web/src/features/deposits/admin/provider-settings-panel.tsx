import { CRYPTO_NETWORKS, type AdminProviderSettings, type CryptoNetwork } from '@chokdee/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { TableState, useFeedback } from '../../../components/admin/ui.tsx';
import { fetchProviderSettings, PROVIDERS_KEY, useProviderActions } from './providers-api.ts';

const errorText = (t: ReturnType<typeof useAdminT>['t'], error: unknown): string | null =>
  error
    ? (translateAdminMessage(t, isApiError(error) ? error.message : undefined) ?? t('messages.default'))
    : null;

/** The site TrueMoney wallet number (empty: TrueMoney off). */
function TruemoneyForm({ settings, canManage }: { settings: AdminProviderSettings; canManage: boolean }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const { truemoney } = useProviderActions();
  const [walletPhone, setWalletPhone] = useState(settings.truemoney.walletPhone ?? '');
  const fields = isApiError(truemoney.error) ? (truemoney.error.fields ?? {}) : {};
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        truemoney.mutate({ walletPhone }, { onSuccess: () => feedback.ok() });
      }}
    >
      <Stack gap="sm">
        <Title order={4}>{t('providers.truemoney')}</Title>
        <TextInput
          label={t('providers.walletPhone')}
          description={t('providers.walletPhoneHint')}
          value={walletPhone}
          onChange={(e) => setWalletPhone(e.currentTarget.value)}
          error={fields.walletPhone}
          disabled={!canManage}
          data-testid="truemoney-wallet-input"
        />
        {canManage && (
          <Group justify="flex-end">
            <Button type="submit" loading={truemoney.isPending} data-testid="truemoney-save">
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Rate, request lifetime and the networks offered with their confirmations (none: crypto off). */
function CryptoForm({ settings, canManage }: { settings: AdminProviderSettings; canManage: boolean }) {
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
  const message = errorText(t, crypto.error);
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

/** Loads addresses into the pool, one per line (each is given to one member for good). */
function AddressPoolForm() {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const { addAddresses } = useProviderActions();
  const [network, setNetwork] = useState<CryptoNetwork>('TRC20');
  const [text, setText] = useState('');
  const message = errorText(t, addAddresses.error);
  const fieldErrors = isApiError(addAddresses.error) ? Object.values(addAddresses.error.fields ?? {}) : [];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const addresses = text.split(/\s+/).filter(Boolean);
        addAddresses.mutate(
          { network, addresses },
          {
            onSuccess: (answer) => {
              feedback.ok(t('providers.added', answer));
              setText('');
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Title order={4}>{t('providers.pool')}</Title>
        <Text size="sm" c="dimmed">
          {t('providers.poolHint')}
        </Text>
        <NativeSelect
          label={t('providers.network')}
          value={network}
          onChange={(e) => setNetwork(e.currentTarget.value as CryptoNetwork)}
          data={[...CRYPTO_NETWORKS]}
          w={160}
          data-testid="crypto-addresses-network"
        />
        <Textarea
          label={t('providers.addresses')}
          autosize
          minRows={4}
          // Monospace on the input only: the label is Thai, which the monospace font lacks.
          styles={{ input: { fontFamily: 'monospace' } }}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-testid="crypto-addresses-input"
        />
        {(fieldErrors.length > 0 || message) && (
          <Alert color="red" variant="light" data-testid="crypto-addresses-error">
            {fieldErrors.length > 0 ? fieldErrors.join(' · ') : message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={addAddresses.isPending}
            disabled={!text.trim()}
            data-testid="crypto-addresses-add"
          >
            {t('providers.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** TrueMoney and crypto settings and the address pool (Deposits page tab). */
export function ProviderSettingsPanel({ canManage }: { canManage: boolean }) {
  const settings = useQuery({
    queryKey: PROVIDERS_KEY,
    queryFn: ({ signal }) => fetchProviderSettings(signal),
  });
  return (
    <TableState loading={settings.isPending} error={settings.error} empty={false}>
      {settings.data && (
        // Each form is keyed by its own stored settings: after a save it starts again from what the
        // server stored, and a save elsewhere (or new addresses) leaves it alone.
        <Stack data-testid="provider-settings">
          <Paper withBorder p="md" radius="md">
            <TruemoneyForm
              key={JSON.stringify(settings.data.truemoney)}
              settings={settings.data}
              canManage={canManage}
            />
          </Paper>
          <Paper withBorder p="md" radius="md">
            <CryptoForm
              key={JSON.stringify(settings.data.crypto)}
              settings={settings.data}
              canManage={canManage}
            />
          </Paper>
          {canManage && (
            <Paper withBorder p="md" radius="md">
              <AddressPoolForm />
            </Paper>
          )}
        </Stack>
      )}
    </TableState>
  );
}
