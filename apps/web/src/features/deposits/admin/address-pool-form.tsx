import { CRYPTO_NETWORKS, type CryptoNetwork } from '@chokdee/domain';
import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useFeedback } from '../../../lib/admin/ui.tsx';
import { providerErrorText, useProviderActions } from './providers-api.ts';

/** Loads addresses into the pool, one per line (each is given to one member for good). */
export function AddressPoolForm() {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const { addAddresses } = useProviderActions();
  const [network, setNetwork] = useState<CryptoNetwork>('TRC20');
  const [text, setText] = useState('');
  const message = providerErrorText(t, addAddresses.error);
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
