import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { enablePush, pushState, type PushState } from './enable-push.ts';
import { useNotificationsT } from './wording.ts';

/** Turns on Web Push for this device; the permission prompt comes only from this tap. */
export function PushButton() {
  const { t } = useNotificationsT();
  const [state, setState] = useState<PushState | 'failed'>(pushState);
  const [busy, setBusy] = useState(false);
  if (state === 'unsupported') return null;
  if (state === 'granted' || state === 'denied' || state === 'failed')
    return (
      <Text size="sm" c="dimmed" data-testid="push-state">
        {t(state === 'granted' ? 'push.enabled' : `push.${state}`)}
      </Text>
    );
  return (
    <Button
      data-testid="push-enable"
      variant="light"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void enablePush()
          .catch((): PushState | 'failed' => 'failed')
          .then((result) => {
            setState(result);
            setBusy(false);
          });
      }}
    >
      {t('push.enable')}
    </Button>
  );
}
