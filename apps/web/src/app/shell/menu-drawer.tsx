import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Anchor, Button, Drawer, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { endSession } from '../../features/auth/logout.ts';
import { useAuth } from '../../features/auth/session.ts';
import { LanguageSwitcher } from '../../features/locale/language-switcher.tsx';
import { PointsMenuRow } from '../../features/loyalty/index.ts';
import { userInfoQuery } from '../../features/profile/user-info.ts';
import { withLoading } from '../../lib/loading.ts';
import { PhoneIcon } from './menu-icons.tsx';
import { isCurrent, menuSections } from './menu-sections.ts';

/** The member's agent's support contacts (users-infos `supportData`), when staff switched them on. */
function SupportInfo() {
  const { t } = useTranslation();
  const { data } = useQuery(userInfoQuery);
  const support = data?.supportData;
  if (!support?.activeSupport || (!support.officePhoneNumber && !support.urlSupport)) return null;
  return (
    <Stack gap={4} data-testid="menu-support">
      <Text size="sm" fw={700} c="dimmed">
        {t('menu.support.title')}
      </Text>
      {support.officePhoneNumber && (
        <Group gap={8} wrap="nowrap">
          <PhoneIcon width={18} height={18} />
          <Anchor href={`tel:${support.officePhoneNumber}`} c="green.8">
            {support.officePhoneNumber}
          </Anchor>
        </Group>
      )}
      {support.urlSupport && (
        <Anchor href={support.urlSupport} target="_blank" rel="noopener noreferrer" c="green.8">
          {t('menu.support.chat')}
        </Anchor>
      )}
    </Stack>
  );
}

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
        {user && <SupportInfo />}
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
