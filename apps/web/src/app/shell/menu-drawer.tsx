import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Button, Drawer, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { endSession } from '../../features/auth/logout.ts';
import { useAuth } from '../../features/auth/session.ts';
import { LanguageSwitcher } from '../../features/locale/language-switcher.tsx';
import { PointsMenuRow } from '../../features/loyalty/index.ts';
import { SupportContacts } from '../../features/support/support-contacts.tsx';
import { withLoading } from '../../lib/loading.ts';
import { isCurrent, menuSections } from './menu-sections.ts';

/**
 * The header's menu: everything the member can reach (nav-items.ts `menuSections`), the language
 * switcher, support contacts and logout; a guest gets the public pages, login and register. A
 * chunk of its own.
 */
export default function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: user } = useAuth();
  const sections = menuSections(Boolean(user));
  const all = sections.flatMap((s) => s.items);
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
      size="min(85%, 360px)"
      padding="md"
      closeButtonProps={{ 'aria-label': t('shell.close') }}
    >
      <Stack data-testid="menu-drawer" gap="md">
        {user && <PointsMenuRow onNavigate={onClose} />}
        <nav aria-label={t('nav.label')}>
          {sections.map((section) => (
            <Stack key={section.titleKey} gap={0} mb="xs" data-testid="menu-section">
              <Text size="xs" fw={700} c="dimmed" px="sm" pt={4}>
                {t(section.titleKey)}
              </Text>
              {section.items.map((item) => (
                <MantineNavLink
                  key={item.to}
                  component={AppLink}
                  to={item.to}
                  data-menu={item.to}
                  label={t(item.labelKey)}
                  leftSection={<item.icon width={20} height={20} />}
                  active={isCurrent(item, pathname, all)}
                  color="green"
                  py={6}
                  onClick={onClose}
                />
              ))}
            </Stack>
          ))}
        </nav>
        {!user && (
          <Group grow>
            <Button component={AppLink} to="/" variant="light" color="green" onClick={onClose}>
              {t('auth.login')}
            </Button>
            <Button component={AppLink} to="/register" color="green" onClick={onClose}>
              {t('auth.register')}
            </Button>
          </Group>
        )}
        <LanguageSwitcher />
        {user && <SupportContacts />}
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
