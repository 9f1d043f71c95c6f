import { usersInfosUpdateEndpoint } from '@chokdee/domain';
import { Group, Loader, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorScreen } from '../app/errors/error-screens.tsx';
import { screenForError } from '../app/errors/error-to-screen.ts';
import { AUTH_QUERY_KEY } from '../features/auth/session.ts';
import { SubmitButton } from '../features/forms/fields.tsx';
import { fieldProps, notifySuccessOnNextPage, showServerError } from '../features/forms/form-kit.tsx';
import { translateMessage } from '../features/forms/messages.ts';
import { lazyValidation, loadAccountSchemas } from '../features/forms/lazy-validation.ts';
import { USER_INFO_KEY, userInfoQuery } from '../features/profile/user-info.ts';
import { callApi } from '../lib/call-api.ts';
import { notifyFailure } from '../lib/notify.ts';

interface EditValues {
  name: string;
  email: string;
  lineId: string;
}

/** Empty inputs are left out of the body: the API changes only the fields it is given. */
const toBody = (values: EditValues) => {
  const body: Partial<EditValues> = {};
  for (const key of ['name', 'email', 'lineId'] as const) {
    const value = values[key].trim();
    if (value !== '') body[key] = value;
  }
  return body;
};

const bodyValidation = lazyValidation<Partial<EditValues>>(() =>
  loadAccountSchemas().then((schemas) => schemas.updateUserInfoRequest),
);

/** `/profile/edit`: name, email and LINE id; a failure shows the server's message. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useQuery(userInfoQuery);
  const form = useForm<EditValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', lineId: '' },
    validate: (values) => bodyValidation.validate(toBody(values)),
  });
  const loaded = info.data;
  useEffect(() => {
    if (!loaded) return;
    form.setInitialValues({
      name: loaded.name ?? '',
      email: loaded.email ?? '',
      lineId: loaded.lineId ?? '',
    });
    form.reset();
    // Only when the loaded data changes, not on every render of the form object.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [loaded]);

  const save = useMutation({
    mutationFn: (body: Partial<EditValues>) => callApi(usersInfosUpdateEndpoint, body),
    onSuccess: async (next) => {
      queryClient.setQueryData(USER_INFO_KEY, next);
      await queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
      notifySuccessOnNextPage(t('profile.saved'), 3000);
      await navigate('/profile');
    },
    onError: (error) => showServerError(form, error, t),
  });

  if (info.isError) return <ErrorScreen kind={screenForError(info.error)} />;
  return (
    <Stack data-testid="profile-edit-page" gap="lg" py="md" maw={480} mx="auto">
      <Title order={1} fz={28}>
        {t('profile.editTitle')}
      </Title>
      <Paper radius="lg" p="lg" withBorder>
        {!loaded ? (
          <Group justify="center" py="lg">
            <Loader color="green" />
          </Group>
        ) : (
          <form
            noValidate
            onFocus={() => void bodyValidation.preload()}
            onSubmit={bodyValidation.afterLoad(
              form.onSubmit(
                (values) => save.mutate(toBody(values)),
                (errors) => {
                  if (typeof errors._form === 'string')
                    notifyFailure(translateMessage(t, errors._form) ?? '');
                },
              ),
            )}
          >
            <Stack gap="md">
              <TextInput
                data-testid="edit-name"
                label={t('profile.name')}
                size="lg"
                autoComplete="name"
                {...fieldProps(form, 'name', t)}
              />
              <TextInput
                data-testid="edit-email"
                label={t('profile.email')}
                size="lg"
                type="email"
                inputMode="email"
                autoComplete="email"
                {...fieldProps(form, 'email', t)}
              />
              <TextInput
                data-testid="edit-line-id"
                label={t('profile.lineId')}
                size="lg"
                autoCapitalize="none"
                {...fieldProps(form, 'lineId', t)}
              />
              <SubmitButton data-testid="edit-submit" loading={save.isPending}>
                {t('profile.save')}
              </SubmitButton>
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
