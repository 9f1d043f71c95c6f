import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Button, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { endSession } from '../../features/auth/logout.ts';
import { useAuth } from '../../features/auth/session.ts';
import { LanguageSwitcher } from '../../features/locale/language-switcher.tsx';
import { withLoading } from '../../lib/loading.ts';
import { NAV_ITEMS } from './nav-items.ts';

/** The header's menu: the destinations, the language switcher and logout. A chunk of its own. */
export default function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: user } = useAuth();
  const logout = async () => {
    onClose();
    await withLoading(endSession());
    await navigate('/', { replace: true });
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
              onClick={onClose}
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
  );
}
