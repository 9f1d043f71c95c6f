import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useReducer } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { translateAdminError, translateAdminMessage, useAdminT } from '../../lib/admin/i18n.ts';
import { dropAdminQueries, ME_KEY } from '../../lib/admin/session.ts';
import { staffLogin } from './staff-api.ts';
import { initialLoginState, loginReducer, validateCode } from './login-machine.ts';

interface Values {
  username: string;
  password: string;
  totpCode: string;
}

/** Where to go after a login: back to the admin page that sent us here, else /admin. */
const returnPath = (state: unknown): string => {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/admin') && !from.startsWith('/admin/login')
    ? from
    : '/admin';
};

/** Staff login: username + PIN, then the TOTP (or recovery code) step when the API asks for it. */
export function LoginPage() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { username: '', password: '', totpCode: '' },
    validate: {
      username: (value) => (value.trim() === '' ? 'Required' : null),
      password: (value) => (value === '' ? 'Required' : null),
    },
  });
  const login = useMutation({
    mutationFn: (values: Values) =>
      staffLogin({
        username: values.username.trim(),
        password: values.password,
        ...(state.step === 'totp' ? { totpCode: values.totpCode.trim() } : {}),
      }),
    onSuccess: async (profile) => {
      dropAdminQueries();
      queryClient.setQueryData(ME_KEY, profile);
      await navigate(profile.enrolmentRequired ? '/admin/enroll' : returnPath(location.state), {
        replace: true,
      });
    },
    onError: (error) => {
      form.setFieldValue('totpCode', '');
      dispatch(
        isApiError(error)
          ? {
              type: 'failed',
              status: error.status,
              code: error.code,
              message: translateAdminError(t, error),
              fields: error.fields,
            }
          : { type: 'failed', status: 0, message: 'Oops! Something went wrong. Please try again later.' },
      );
    },
  });
  const fieldError = (path: keyof Values) =>
    translateAdminMessage(t, form.errors[path] as string | undefined);
  const totp = state.step === 'totp';

  return (
    <Center mih="100vh" bg="gray.1" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420} radius="md">
        <form
          data-testid="admin-login-form"
          noValidate
          onSubmit={form.onSubmit((values) => {
            // The code rule depends on the step, so it is checked here rather than in useForm's rules.
            const codeError = totp ? validateCode(values.totpCode, state.useRecovery) : null;
            if (codeError) {
              form.setFieldError('totpCode', codeError);
              return;
            }
            dispatch({ type: 'submit' });
            login.mutate(values);
          })}
        >
          <Stack gap="md">
            <div>
              <Text fw={700} c="green.8" size="sm">
                {t('layout.brand')}
              </Text>
              <Title order={1} fz={22}>
                {totp ? t('login.totpTitle') : t('login.title')}
              </Title>
            </div>
            {!totp && (
              <>
                <TextInput
                  data-testid="admin-login-username"
                  label={t('login.username')}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...form.getInputProps('username')}
                  error={fieldError('username')}
                />
                <PasswordInput
                  data-testid="admin-login-pin"
                  label={t('login.pin')}
                  autoComplete="current-password"
                  {...form.getInputProps('password')}
                  error={fieldError('password')}
                />
              </>
            )}
            {totp && (
              <>
                <Text size="sm" c="dimmed" data-testid="admin-totp-hint">
                  {state.useRecovery ? t('login.recoveryHint') : t('login.totpHint')}
                </Text>
                <TextInput
                  key={state.useRecovery ? 'recovery' : 'totp'}
                  data-testid="admin-login-totp"
                  label={state.useRecovery ? t('login.recoveryCode') : t('login.totpCode')}
                  autoComplete="one-time-code"
                  inputMode={state.useRecovery ? 'text' : 'numeric'}
                  maxLength={state.useRecovery ? 11 : 6}
                  placeholder={state.useRecovery ? 'XXXXX-XXXXX' : '123456'}
                  data-autofocus
                  autoFocus
                  {...form.getInputProps('totpCode')}
                  error={fieldError('totpCode')}
                />
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  data-testid="admin-login-toggle-recovery"
                  onClick={() => {
                    form.setFieldValue('totpCode', '');
                    form.clearErrors();
                    dispatch({ type: 'toggleRecovery' });
                  }}
                >
                  {state.useRecovery ? t('login.useTotp') : t('login.useRecovery')}
                </Anchor>
              </>
            )}
            {state.error && (
              <Alert
                data-testid="admin-login-error"
                color={state.locked ? 'orange' : 'red'}
                variant="light"
                role="alert"
              >
                {state.locked ? t('messages.locked') : translateAdminMessage(t, state.error)}
              </Alert>
            )}
            <Button data-testid="admin-login-submit" type="submit" loading={login.isPending} fullWidth>
              {totp ? t('login.verify') : t('login.submit')}
            </Button>
            {totp && (
              <Button
                variant="subtle"
                size="xs"
                data-testid="admin-login-back"
                onClick={() => {
                  form.reset();
                  dispatch({ type: 'back' });
                }}
              >
                {t('login.back')}
              </Button>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
