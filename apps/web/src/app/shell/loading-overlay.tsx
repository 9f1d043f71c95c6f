import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../../lib/loading.ts';

/** Full-screen overlay with a green loader and the wait message while `loading` has pending starts. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  if (!useIsLoading()) return null;
  return (
    <Overlay
      data-testid="loading-overlay"
      fixed
      zIndex={900}
      backgroundOpacity={0.35}
      color="#000"
      blur={1}
      center
      aria-busy="true"
    >
      <Stack
        align="center"
        gap="xs"
        bg="white"
        p="lg"
        style={{ borderRadius: 12 }}
        role="status"
        aria-live="polite"
      >
        <Loader color="green" />
        <Text size="sm">{t('shell.wait')}</Text>
      </Stack>
    </Overlay>
  );
}
