import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { useAuth } from '../../features/auth/session.ts';
import { isCurrent, menuSections } from './menu-sections.ts';

/**
 * The desktop navigation (issue 18 point 11): the whole menu down the left side from 1024 px, in
 * place of the phone's bottom tabs. Plain links styled by app.css (`.side-nav`), which also hides
 * it below 1024 px, so no script decides the layout and the first paint is right at any width.
 */
export function SideNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useAuth();
  const sections = menuSections(Boolean(user));
  const all = sections.flatMap((s) => s.items);
  return (
    <nav className="side-nav" data-testid="side-nav" aria-label={t('nav.label')}>
      {sections.map((section) => (
        <div key={section.titleKey} className="side-nav-section">
          <div className="side-nav-title">{t(section.titleKey)}</div>
          {section.items.map((item) => (
            <AppLink
              key={item.to}
              to={item.to}
              className="side-nav-link"
              aria-current={isCurrent(item, pathname, all) ? 'page' : undefined}
            >
              <item.icon width={20} height={20} />
              <span>{t(item.labelKey)}</span>
            </AppLink>
          ))}
        </div>
      ))}
    </nav>
  );
}
