import { CloseButton, Paper, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  installNotifyListener,
  snackbar,
  takeNextPageMessage,
  useSnackbar,
} from '../../lib/snackbar-store.ts';

// DOMPurify is loaded with the first HTML message: most visits never show one.
const SanitizedHtml = lazy(() => import('./sanitized-html.tsx'));

/** The top snackbar (spec §2 shell). Closes on click, after its timeout, and on route change. */
export function Snackbar() {
  const { t } = useTranslation();
  const state = useSnackbar();
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  useEffect(() => installNotifyListener(), []);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    snackbar.close();
    const held = takeNextPageMessage();
    if (held) snackbar.open(held);
  }, [pathname]);

  if (!state.show) return null;
  const background =
    state.color === 'failure' ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-green-7)';
  return (
    <Paper
      data-testid="snackbar"
      data-color={state.color}
      role={state.color === 'failure' ? 'alert' : 'status'}
      shadow="md"
      radius="md"
      p="sm"
      style={{
        position: 'fixed',
        top: 'calc(env(safe-area-inset-top, 0px) + 8px)',
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(480px, calc(100vw - 16px))',
        zIndex: 1000,
        background,
        color: 'white',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 8,
      }}
    >
      {state.isHtml ? (
        <Suspense fallback={null}>
          <SanitizedHtml html={state.txt} />
        </Suspense>
      ) : (
        <Text component="div" size="sm" c="white" style={{ flex: 1, overflowWrap: 'anywhere' }}>
          {state.txt}
        </Text>
      )}
      <CloseButton
        data-testid="snackbar-close"
        aria-label={t('shell.close')}
        variant="transparent"
        c="white"
        size="sm"
        onClick={() => snackbar.close()}
      />
    </Paper>
  );
}
