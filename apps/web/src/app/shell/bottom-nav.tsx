import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BOTTOM_NAV_HEIGHT } from '../../components/ui/layout.ts';
import { prefetchRoute } from '../../lib/prefetch.ts';
import { NAV_ITEMS } from './nav-items.ts';

/**
 * Fixed bottom navigation over the main destinations (nav-items.ts); below 1024 px only. Plain
 * elements styled by app.css (`.bottom-nav`), as the side menu is: it renders with every page's
 * first render, where each Mantine layer (Box, UnstyledButton, Text) is work on a slow phone.
 */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" data-testid="bottom-nav" aria-label={t('nav.label')}>
      <div
        className="bottom-nav-tabs"
        style={{ gridTemplateColumns: `repeat(${NAV_ITEMS.length}, 1fr)`, height: BOTTOM_NAV_HEIGHT }}
      >
        {NAV_ITEMS.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end}
            data-nav={item.to}
            className="bottom-nav-tab"
            onMouseEnter={() => prefetchRoute(item.to)}
            onTouchStart={() => prefetchRoute(item.to)}
            onFocus={() => prefetchRoute(item.to)}
          >
            <item.icon width={22} height={22} />
            <span className="bottom-nav-label">{t(item.labelKey)}</span>
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
