import { usersChangePasswordEndpoint } from '@chokdee/domain';
import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewPinFields, SubmitButton } from '../features/forms/fields.tsx';
import {
  fieldProps,
  notifySuccessOnNextPage,
  PinField,
  showServerError,
} from '../features/forms/form-kit.tsx';
import { lazyValidation, loadAccountSchemas } from '../features/forms/lazy-validation.ts';
import { confirmPin } from '../features/forms/zod-form.ts';
import { ErrorScreen } from '../app/errors/error-screens.tsx';
import { screenForError } from '../app/errors/error-to-screen.ts';
import { SetFirstPinForm } from '../features/profile/set-first-pin-form.tsx';
import { userInfoQuery } from '../features/profile/user-info.ts';
import { callApi } from '../lib/call-api.ts';

interface ChangePinValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * `/profile/change-pin`: old, new and confirm; the server then revokes the member's other sessions.
 * A member without a PIN (registered through LINE) sets a first one instead, without an old one.
 */
export function Component() {
  const { t } = useTranslation();
  const info = useQuery(userInfoQuery);
  if (info.isError) return <ErrorScreen kind={screenForError(info.error)} />;
  if (!info.data)
    return (
      <Group justify="center" py="xl">
        <Loader color="green" />
      </Group>
    );
  if (info.data.hasPin === false)
    return (
      <Stack data-testid="set-pin-page" gap="lg" py="md" maw={480} mx="auto">
        <Title order={1} fz={28}>
          {t('profile.setPinTitle')}
        </Title>
        <SetFirstPinForm userName={info.data.userName} />
      </Stack>
    );
  return <ChangePin />;
}

const validation = lazyValidation<ChangePinValues>(
  () => loadAccountSchemas().then((schemas) => schemas.changePasswordRequest),
  confirmPin<ChangePinValues>('newPassword', 'confirmPassword'),
);

function ChangePin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<ChangePinValues>({
    mode: 'controlled',
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: validation.validate,
  });
  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: ChangePinValues) =>
      callApi(usersChangePasswordEndpoint, { oldPassword, newPassword }),
    onSuccess: async () => {
      form.reset();
      notifySuccessOnNextPage(t('profile.pinChanged'), 5000);
      await navigate('/profile');
    },
    onError: (error) => showServerError(form, error, t),
  });

  return (
    <Stack data-testid="change-pin-page" gap="lg" py="md" maw={480} mx="auto">
      <Title order={1} fz={28}>
        {t('profile.changePinTitle')}
      </Title>
      <Paper radius="lg" p="lg" withBorder>
        <Text c="dimmed" mb="md">
          {t('profile.changePinIntro')}
        </Text>
        <form
          noValidate
          onFocus={() => void validation.preload()}
          onSubmit={validation.afterLoad(form.onSubmit((values) => change.mutate(values)))}
        >
          <Stack gap="md">
            <PinField
              data-testid="change-old-pin"
              label={t('auth.oldPin')}
              {...fieldProps(form, 'oldPassword', t)}
            />
            <NewPinFields
              form={form}
              pinPath="newPassword"
              confirmPath="confirmPassword"
              pinLabel={t('auth.newPin')}
              testIds={{ pin: 'change-new-pin', confirm: 'change-confirm-pin' }}
            />
            <SubmitButton data-testid="change-submit" loading={change.isPending}>
              {t('profile.changePinSubmit')}
            </SubmitButton>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
