import { Box, Burger, Button, Drawer, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { endSession } from '../../features/auth/logout.ts';
import { useAuth } from '../../features/auth/session.ts';
import { LanguageSwitcher } from '../../features/locale/language-switcher.tsx';
import { withLoading } from '../../lib/loading.ts';
import { BalanceSlot } from './balance-slot.tsx';
import { NAV_ITEMS } from './nav-items.ts';

export const HEADER_HEIGHT = 56;

/** Top bar: menu button, brand, balance; the menu drawer holds the destinations and the language switcher. */
export function AppHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: user } = useAuth();
  const memberName = user ? user.name || user.userName : null;
  const logout = async () => {
    close();
    await withLoading(endSession());
    await navigate('/', { replace: true });
  };

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
      <Group h="100%" px="sm" gap="sm" wrap="nowrap" maw={960} mx="auto">
        <Burger
          data-testid="menu-button"
          opened={opened}
          onClick={toggle}
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
        <BalanceSlot />
      </Group>
      <Drawer
        opened={opened}
        onClose={close}
        title={t('menu.title')}
        size="80%"
        padding="md"
        closeButtonProps={{ 'aria-label': t('shell.close') }}
      >
        <Stack data-testid="menu-drawer" gap="md">
          <nav aria-label={t('nav.label')}>
            {NAV_ITEMS.map((item) => (
              <MantineNavLink
                key={item.to}
                component={AppLink}
                to={item.to}
                label={t(item.labelKey)}
                leftSection={<item.icon width={20} height={20} />}
                active={item.end ? pathname === item.to : pathname.startsWith(item.to)}
                color="green"
                onClick={close}
              />
            ))}
          </nav>
          <LanguageSwitcher />
          {user && (
            <Button
              data-testid="logout-button"
              variant="light"
              color="red"
              size="md"
              onClick={() => void logout()}
            >
              {t('auth.logout')}
            </Button>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
