import { Burger } from '@mantine/core';
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

/**
 * Top bar: menu button, brand, balance; the menu drawer holds the destinations and the language
 * switcher. Plain elements styled by app.css (`.app-header`): it renders with every page's first
 * render, where each Mantine layer is work on a slow phone.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { data: user } = useAuth();
  const memberName = user ? user.name || user.userName : null;

  return (
    <header className="app-header" data-testid="app-header" style={{ height: HEADER_HEIGHT }}>
      <div className="app-header-bar">
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
        <AppLink to={user ? '/main' : '/'} className="app-header-brand">
          <p className="app-header-title">{t('site.title')}</p>
          {memberName && (
            <p className="app-header-member" data-testid="header-member-name">
              {memberName}
            </p>
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
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MenuDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
