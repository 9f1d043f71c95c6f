import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLink } from './app-link.tsx';
import { BackArrowIcon } from './icons.tsx';

const ROW = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const;

/** The link back above a page's title, its arrow drawn (no app font has `←`). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={AppLink} to={to} size="sm" c="green.8" style={ROW}>
      <BackArrowIcon width={16} height={16} />
      {children}
    </Anchor>
  );
}
