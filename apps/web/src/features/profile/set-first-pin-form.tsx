import { usersSetPasswordEndpoint } from '@chokdee/domain';
import { Paper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { notifyFailure } from '../../lib/notify.ts';
import {
  confirmPin,
  lazyValidation,
  loadAccountSchemas,
  NewPinFields,
  notifySuccessOnNextPage,
  showServerError,
  SubmitButton,
} from '../forms/index.ts';

import { USER_INFO_KEY } from './user-info.ts';

interface SetPinValues {
  newPassword: string;
  confirmPassword: string;
}

const validation = lazyValidation<SetPinValues>(
  () => loadAccountSchemas().then((schemas) => schemas.setPasswordRequest),
  confirmPin<SetPinValues>('newPassword', 'confirmPassword'),
);

/** A first PIN without an old one (`users.set-password`), for a member registered through LINE. */
export function SetFirstPinForm({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<SetPinValues>({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: validation.validate,
  });
  const set = useMutation({
    mutationFn: ({ newPassword }: SetPinValues) => callApi(usersSetPasswordEndpoint, { newPassword }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
      notifySuccessOnNextPage(t('profile.pinSet'), 5000);
      await navigate('/profile');
    },
    onError: async (error) => {
      // Set meanwhile (another tab): from now on the old PIN is needed, so show that form.
      if (isApiError(error) && error.status === 409) {
        notifyFailure(t('profile.pinAlreadySet'), 5000);
        await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
        return;
      }
      showServerError(form, error, t);
    },
  });
  return (
    <Paper radius="lg" p="lg" withBorder>
      <Text c="dimmed" mb="md">
        {t('profile.setPinIntro', { userName })}
      </Text>
      <form
        noValidate
        onFocus={() => void validation.preload()}
        onSubmit={validation.afterLoad(form.onSubmit((values) => set.mutate(values)))}
      >
        <NewPinFields
          form={form}
          pinPath="newPassword"
          confirmPath="confirmPassword"
          pinLabel={t('auth.newPin')}
          testIds={{ pin: 'set-pin-new', confirm: 'set-pin-confirm' }}
        />
        <SubmitButton data-testid="set-pin-submit" loading={set.isPending} mt="md">
          {t('profile.setPin')}
        </SubmitButton>
      </form>
    </Paper>
  );
}
