import {
  AppShell,
  Badge,
  Burger,
  Button,
  Center,
  Group,
  Loader,
  NavLink,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Permission } from '@chokdee/domain';
import {
  Navigate,
  NavLink as RouterNavLink,
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router';
import { currentLocale, setLocale } from '../../lib/i18n.ts';
import { useAdminT } from '../../lib/admin/i18n.ts';
import { hasPermission } from '../../lib/admin/permissions.tsx';
import { logOutStaff, useStaffMe } from '../../lib/admin/session.ts';
import { AdminForbidden } from '../../lib/admin/status-screens.tsx';
import { useForbiddenPath } from './forbidden.ts';
import { isCurrentNavItem, visibleNavItems } from './nav-items.ts';

/** What an admin screen's route declares in app/router.tsx: the permission that opens it. */
export interface AdminRouteHandle {
  permission?: Permission;
}

/** The permission the deepest matched route asks for (none: every signed-in staff member). */
function useRequiredPermission(): Permission | undefined {
  const matches = useMatches();
  return (matches.at(-1)?.handle as AdminRouteHandle | undefined)?.permission;
}

/** Desktop-first back-office frame: sidebar navigation, top bar with staff name, role and logout. */
export function Component() {
  const { t } = useAdminT();
  const me = useStaffMe();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const forbiddenPath = useForbiddenPath();
  const required = useRequiredPermission();
  const [opened, { toggle, close }] = useDisclosure(false);

  if (me.isPending)
    return (
      <Center h="100vh" data-testid="admin-loading">
        <Loader />
      </Center>
    );
  if (me.isError || !me.data) return <Navigate to="/admin/login" replace state={{ from: pathname }} />;
  if (me.data.enrolmentRequired) return <Navigate to="/admin/enroll" replace />;

  const staff = me.data;
  const items = visibleNavItems(staff.permissions);
  const locale = currentLocale() === 'th' ? 'th' : 'en';
  // A screen the role may not open shows the 403 screen (its nav entry is hidden already); so does
  // a page where the server answered 403.
  const closed =
    forbiddenPath === pathname || (required !== undefined && !hasPermission(staff.permissions, required));

  const logout = async () => {
    await logOutStaff();
    await navigate('/admin/login', { replace: true });
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
      data-testid="admin-layout"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('layout.menu')}
            />
            <Text fw={700} c="green.8" data-testid="admin-brand" style={{ whiteSpace: 'nowrap' }}>
              {t('layout.brand')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SegmentedControl
              size="xs"
              value={locale}
              onChange={(value) => void setLocale(value)}
              data={[
                { value: 'th', label: 'ไทย' },
                { value: 'en', label: 'EN' },
              ]}
              data-testid="admin-locale"
              visibleFrom="xs"
            />
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={600} data-testid="admin-staff-name" lh={1.2}>
                {staff.username}
              </Text>
              <Badge size="xs" variant="light" data-testid="admin-staff-role">
                {t(`roles.${staff.role}`)}
              </Badge>
            </Stack>
            <Button size="xs" variant="default" onClick={() => void logout()} data-testid="admin-logout">
              {t('layout.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" data-testid="admin-nav">
        {items.map((item) => (
          <NavLink
            key={item.path}
            component={RouterNavLink}
            to={item.path}
            // The router would mark /admin as the page (aria-current, which Mantine highlights) on
            // every back-office path; `active` alone says which entry is current.
            end
            label={t(`nav.${item.label}`)}
            active={isCurrentNavItem(pathname, item.path)}
            onClick={close}
            data-testid={`admin-nav-${item.label}`}
          />
        ))}
        <SegmentedControl
          mt="auto"
          size="xs"
          value={locale}
          onChange={(value) => void setLocale(value)}
          data={[
            { value: 'th', label: 'ไทย' },
            { value: 'en', label: 'EN' },
          ]}
          hiddenFrom="xs"
        />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">{closed ? <AdminForbidden /> : <Outlet />}</AppShell.Main>
    </AppShell>
  );
}
