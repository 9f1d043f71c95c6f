import { Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link.tsx';
import { useAuth } from '../../features/auth/session.ts';
import { WhenIdle } from '../../lib/render-later.ts';
import { BalanceSlot } from './balance-slot.tsx';

// The drawer (Mantine's Drawer, its scroll lock and focus trap, the language switcher) is loaded
// by the first tap on the menu button, not with the page.
const MenuDrawer = lazy(() => import('./menu-drawer.tsx'));
const IdleExtras = lazy(() => import('./idle-extras.tsx'));

export const HEADER_HEIGHT = 56;

/** Top bar: menu button, brand, balance; the menu drawer holds the destinations and the language switcher. */
export function AppHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { data: user } = useAuth();
  const memberName = user ? user.name || user.userName : null;

  return (
    <Box
      component="header"
      data-testid="app-header"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: HEADER_HEIGHT,
        zIndex: 200,
        background: 'var(--mantine-color-green-8)',
        color: 'white',
        boxShadow: '0 1px 4px rgba(0,0,0,.15)',
      }}
    >
      <Group h="100%" px="sm" gap="sm" wrap="nowrap" className="app-header-bar">
        <Burger
          data-testid="menu-button"
          opened={opened}
          onClick={() => {
            setMenuLoaded(true);
            toggle();
          }}
          color="white"
          size="sm"
          aria-label={t('menu.open')}
          aria-expanded={opened}
        />
        <AppLink
          to={user ? '/main' : '/'}
          style={{ color: 'inherit', textDecoration: 'none', flex: 1, minWidth: 0 }}
        >
          <Text fw={700} fz="lg" lh={1.2} truncate>
            {t('site.title')}
          </Text>
          {memberName && (
            <Text data-testid="header-member-name" fz="xs" lh={1.2} opacity={0.9} truncate>
              {memberName}
            </Text>
          )}
        </AppLink>
        {/* The bell's and the chat button's chunk, the unread count and its socket frames wait for
            the page's own first render (Lighthouse counted them in the round page's blocking time). */}
        <WhenIdle>
          <Suspense fallback={null}>
            <IdleExtras member={Boolean(user)} />
          </Suspense>
        </WhenIdle>
        <BalanceSlot />
      </Group>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MenuDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
