import { GAME_PROVIDER_STATUSES, GAME_PROVIDER_TYPES } from '@chokdee/domain';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useGamesAdminActions, type AdminProvider } from './games-admin-api.ts';
import { NamesFields } from './games-admin-ui.tsx';
import { useEditForm } from './use-edit-form.ts';

/**
 * A provider's names, type, status, launch URL and the environment variable of its wallet secret
 * (the secret itself is set on the server, never typed or shown here).
 */
export function ProviderForm({ provider, onClose }: { provider: AdminProvider; onClose: () => void }) {
  const { updateProvider } = useGamesAdminActions();
  const { t, values, setValues, fieldError, namesErrors, onSubmit } = useEditForm(
    {
      names: provider.names,
      type: provider.type,
      status: provider.status,
      launchUrl: provider.launchUrl ?? '',
      secretEnv: provider.secretEnv ?? '',
    },
    updateProvider,
    (values) => ({
      provider: provider.provider,
      names: values.names,
      type: values.type,
      status: values.status,
      launchUrl: values.launchUrl.trim() || null,
      secretEnv: values.secretEnv.trim() || null,
    }),
    onClose,
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <NamesFields
          names={values.names}
          onChange={(names) => setValues({ ...values, names })}
          errors={namesErrors}
          testId="provider"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('games.type')}
            value={values.type}
            data={GAME_PROVIDER_TYPES.map((type) => ({ value: type, label: t(`games.types.${type}`) }))}
            onChange={(event) =>
              setValues({ ...values, type: event.currentTarget.value as AdminProvider['type'] })
            }
          />
          <NativeSelect
            label={t('games.status')}
            value={values.status}
            data-testid="provider-status"
            data={GAME_PROVIDER_STATUSES.map((status) => ({
              value: status,
              label: t(`games.statuses.${status}`),
            }))}
            onChange={(event) =>
              setValues({ ...values, status: event.currentTarget.value as AdminProvider['status'] })
            }
          />
        </SimpleGrid>
        <TextInput
          label={t('games.launchUrl')}
          description={t('games.launchUrlHint')}
          value={values.launchUrl}
          error={fieldError('launchUrl')}
          onChange={(event) => setValues({ ...values, launchUrl: event.currentTarget.value })}
        />
        <TextInput
          label={t('games.secretEnv')}
          description={t('games.secretEnvHint')}
          value={values.secretEnv}
          error={fieldError('secretEnv')}
          onChange={(event) => setValues({ ...values, secretEnv: event.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={updateProvider.isPending} data-testid="provider-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
