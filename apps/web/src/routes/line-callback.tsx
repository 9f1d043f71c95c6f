import '@mantine/core/styles/Alert.css';
import { usersLineLoginEndpoint, type EndpointAnswer } from '@chokdee/domain';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LINE_CALLBACK_PATH } from '../features/auth/line-login-button.tsx';
import { resetAuth } from '../features/auth/session.ts';
import { ensureVisitorId } from '../features/device/visitor.ts';
import { translateApiError } from '../lib/api-messages.ts';
import { callApi } from '../lib/call-api.ts';

// One exchange per authorization code: a code is single-use, so a second mount (React StrictMode,
// a re-render) must reuse the first request instead of replaying the code.
const exchanges = new Map<string, Promise<EndpointAnswer<typeof usersLineLoginEndpoint>>>();

const exchange = (code: string, state: string) => {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = callApi(usersLineLoginEndpoint, {
      code,
      state,
      redirectUri: `${window.location.origin}${LINE_CALLBACK_PATH}`,
    });
    exchanges.set(code, pending);
  }
  return pending;
};

/** `/login/line/auth`: LINE sends the browser back here with `code` and `state`; log in, then /main. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const code = search.get('code');
  const state = search.get('state');
  const [failure, setFailure] = useState<string | null>(code && state ? null : t('auth.lineMissing'));

  useEffect(() => {
    if (!code || !state) return;
    let active = true;
    void exchange(code, state).then(
      async (answer) => {
        if (!active) return;
        resetAuth();
        void ensureVisitorId(answer.uuid);
        await navigate('/main', { replace: true });
      },
      (error: unknown) => {
        if (active) setFailure(translateApiError(t, error));
      },
    );
    return () => {
      active = false;
    };
  }, [code, state, navigate, t]);

  if (failure) {
    return (
      <Stack data-testid="line-callback-error" py="xl" gap="md" maw={420} mx="auto">
        <Alert color="red" title={t('auth.lineFailed')} role="alert">
          {failure}
        </Alert>
        <Button size="lg" color="green" onClick={() => void navigate('/', { replace: true })}>
          {t('auth.backToLogin')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack data-testid="line-callback-page" align="center" py={64} gap="md">
      <Loader color="green" />
      <Text>{t('auth.lineWorking')}</Text>
    </Stack>
  );
}
