import { usersLoginEndpoint, type LoginRequest } from '@chokdee/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { ensureVisitorId } from '../device/index.ts';
import {
  fieldProps,
  lazyValidation,
  loadAccountSchemas,
  PinField,
  showServerError,
  SubmitButton,
  UserNameInput,
} from '../forms/index.ts';

import { LineLoginButton } from './line-login-button.tsx';
import { resetAuth } from './session.ts';

const ExcludedWithdrawal = lazy(() =>
  import('../compliance/index.ts').then((m) => ({ default: m.ExcludedWithdrawal })),
);

const validation = lazyValidation<LoginRequest>(() =>
  loadAccountSchemas().then((schemas) => schemas.loginRequest),
);

/** Username + PIN (spec §2): after login → /main; a failure shows the server's message, translated. */
export function LoginForm({ links = true }: { links?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The credentials of a login refused because the member is on a break: they may still withdraw.
  const [excluded, setExcluded] = useState<LoginRequest | null>(null);
  const form = useForm<LoginRequest>({
    mode: 'controlled',
    initialValues: { userName: '', password: '' },
    validate: validation.validate,
    transformValues: (values) => ({ userName: values.userName.trim(), password: values.password }),
  });
  const login = useMutation({
    mutationFn: (body: LoginRequest) => callApi(usersLoginEndpoint, body),
    onSuccess: async (answer) => {
      resetAuth();
      void ensureVisitorId(answer.uuid);
      await navigate('/main');
    },
    onError: (error, body) => {
      setFailure(showServerError(form, error, t));
      setExcluded(isApiError(error) && error.code === 'SELF_EXCLUDED' ? body : null);
    },
  });

  return (
    <form
      data-testid="login-form"
      noValidate
      onFocus={() => void validation.preload()}
      onSubmit={validation.afterLoad(
        form.onSubmit((values) => {
          setFailure(null);
          login.mutate(values);
        }),
      )}
    >
      <Stack gap="md">
        <UserNameInput data-testid="login-username" {...fieldProps(form, 'userName', t)} />
        <PinField data-testid="login-pin" label={t('auth.pin')} {...fieldProps(form, 'password', t)} />
        {failure && (
          <Alert data-testid="login-error" color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {excluded && (
          <Suspense fallback={null}>
            <ExcludedWithdrawal credentials={excluded} />
          </Suspense>
        )}
        <SubmitButton data-testid="login-submit" loading={login.isPending}>
          {t('auth.login')}
        </SubmitButton>
        <LineLoginButton />
        {links && (
          <>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('auth.noAccount')}
              </Text>
              <Anchor component={AppLink} to="/forgot-pin" data-testid="link-forgot-pin" size="sm" py={8}>
                {t('auth.forgotPin')}
              </Anchor>
            </Group>
            <Button
              component={AppLink}
              to="/register"
              data-testid="link-register"
              variant="outline"
              color="green"
              size="lg"
              fullWidth
            >
              {t('auth.register')}
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
