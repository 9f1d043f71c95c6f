import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* The theme's CSS variables are a stylesheet written at build time (app/styles.ts). */}
        <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
