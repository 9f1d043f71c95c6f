import type { AdminProviderSettings } from '@chokdee/domain';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { TableState, useFeedback } from '../../../lib/admin/ui.tsx';
import { AddressPoolForm } from './address-pool-form.tsx';
import { CryptoForm } from './crypto-settings-form.tsx';
import { fetchProviderSettings, PROVIDERS_KEY, useProviderActions } from './providers-api.ts';

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
