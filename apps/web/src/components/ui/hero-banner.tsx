import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The green-to-teal gradient banner at the top of the home and main pages. */
export function HeroBanner({ children }: { children: ReactNode }) {
  return (
    <Paper
      radius="lg"
      p="xl"
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-green-7), var(--mantine-color-teal-6))',
        color: 'white',
      }}
    >
      {children}
    </Paper>
  );
}
