import { usersLineLoginUrlEndpoint, type EndpointInput } from '@chokdee/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/call-api.ts';
import { notifyFailure } from '../../lib/notify.ts';
import { translateApiError } from '../forms/index.ts';

export const LINE_CALLBACK_PATH = '/login/line/auth';

/**
 * LINE's green, darkened: white on LINE's own #06C755 is 2.3:1; this shade of it reaches 5.1:1
 * (WCAG AA) and still reads as the LINE button.
 */
const LINE_GREEN = '#03803a';

/** Optional affiliate context carried through the LINE round trip (api-contract, users.line-login.url). */
export type LineLoginContext = Omit<EndpointInput<typeof usersLineLoginUrlEndpoint>, 'redirectUri'>;

/** Asks the server for LINE's authorization URL and sends the browser there. */
export function LineLoginButton({ context = {} }: { context?: LineLoginContext }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { url } = await callApi(usersLineLoginUrlEndpoint, {
        redirectUri: `${window.location.origin}${LINE_CALLBACK_PATH}`,
        ...context,
      });
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      notifyFailure(translateApiError(t, error));
    }
  };
  return (
    <Button
      data-testid="line-login"
      size="lg"
      fullWidth
      loading={busy}
      onClick={() => void start()}
      styles={{ root: { background: LINE_GREEN, color: 'white' } }}
    >
      {t('auth.lineLogin')}
    </Button>
  );
}
