import { Box, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { prefetchRoute } from '../../lib/prefetch.ts';
import { BOTTOM_NAV_HEIGHT } from '../../components/ui/layout.ts';
import { NAV_ITEMS } from './nav-items.ts';

/** Fixed bottom navigation over the main destinations (nav-items.ts); below 1024 px only (app.css). */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      className="bottom-nav"
      data-testid="bottom-nav"
      aria-label={t('nav.label')}
      style={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: 200,
        background: 'white',
        borderTop: '1px solid var(--mantine-color-gray-3)',
        paddingBottom: 'env(safe-area-inset-bottom, 0px)',
      }}
    >
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${NAV_ITEMS.length}, 1fr)`,
          height: BOTTOM_NAV_HEIGHT,
          maxWidth: 960,
          margin: '0 auto',
        }}
      >
        {NAV_ITEMS.map((item) => (
          <UnstyledButton
            key={item.to}
            component={NavLink}
            to={item.to}
            end={item.end}
            data-nav={item.to}
            onMouseEnter={() => prefetchRoute(item.to)}
            onTouchStart={() => prefetchRoute(item.to)}
            onFocus={() => prefetchRoute(item.to)}
            // The current tab's colour comes from app.css (`aria-current`): Mantine calls a style
            // function with its theme, never with NavLink's `isActive`.
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
            }}
          >
            <item.icon width={22} height={22} />
            <Text component="span" fz={11} lh={1.3} fw="inherit" ta="center" truncate maw="100%" px={2}>
              {t(item.labelKey)}
            </Text>
          </UnstyledButton>
        ))}
      </Box>
    </Box>
  );
}
