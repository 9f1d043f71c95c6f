import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusScreen, type StatusScreenProps } from '../../components/ui/status-screen.tsx';
import { logout } from '../../lib/auth.ts';
import { clearUnauthorized } from '../../lib/site-status.ts';
import type { ErrorScreenKind } from './error-to-screen.ts';
import { useStatusActions } from './status-actions.ts';

/** A StatusScreen with the title and message of `errors.<screen>` in the locale files. */
export function TranslatedStatusScreen({
  screen,
  ...props
}: Omit<StatusScreenProps, 'title' | 'message'> & { screen: string }) {
  const { t } = useTranslation();
  return (
    <StatusScreen title={t(`errors.${screen}.title`)} message={t(`errors.${screen}.message`)} {...props} />
  );
}

/** 401 'Unauthorized': showing it logs the member out (spec §2); its button leaves it for `/`. */
export function UnauthorizedScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => logout(), []);
  // Cleared once home has loaded, so the page behind never shows in between.
  const home = {
    label: t('actions.home'),
    testId: 'error-401-home',
    onClick: () => void Promise.resolve(navigate('/')).then(clearUnauthorized),
  };
  return <TranslatedStatusScreen testId="error-401" mark="401" screen="unauthorized" actions={[home]} />;
}

/** 403 'Sorry, access denied.' with Go Home to /main. */
export function ForbiddenScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <TranslatedStatusScreen
      testId="error-403"
      mark="403"
      screen="forbidden"
      actions={[{ label: t('actions.goHome'), onClick: () => void navigate('/main') }]}
    />
  );
}

/** 404/400 'Page Not Found' with a home button. */
export function PageNotFoundScreen() {
  const actions = useStatusActions();
  return (
    <TranslatedStatusScreen
      testId="page-not-found"
      mark="404"
      screen="pageNotFound"
      actions={[actions.home]}
    />
  );
}

/** A 404 whose message is 'Not Allow Domain' (the site is opened on a domain not on the allow-list). */
export function NotAllowDomainScreen() {
  return <TranslatedStatusScreen testId="not-allow-domain-page" mark="404" screen="notAllowDomain" />;
}

/** 451: the site does not serve the visitor's country (docs/compliance.md); nothing to offer. */
export function JurisdictionScreen() {
  return <TranslatedStatusScreen testId="jurisdiction-page" mark="451" screen="jurisdiction" />;
}

/** 500 with refresh and home. */
export function ServerErrorScreen() {
  const actions = useStatusActions();
  return (
    <TranslatedStatusScreen
      testId="error-500"
      mark="500"
      screen="server"
      actions={[actions.refresh, { ...actions.home, variant: 'light' }]}
    />
  );
}

/** Shown instead of the page content while the browser is offline. */
export function OfflineScreen() {
  const actions = useStatusActions();
  return (
    <TranslatedStatusScreen
      testId="offline-page"
      mark="⚠"
      screen="offline"
      actions={[{ ...actions.refresh, variant: 'light' }]}
    />
  );
}

/** The generic error page: back, refresh, home. */
export function GenericErrorScreen() {
  const actions = useStatusActions();
  return (
    <TranslatedStatusScreen
      testId="generic-error-page"
      mark="!"
      screen="generic"
      actions={[
        { ...actions.back, variant: 'default' },
        { ...actions.refresh, variant: 'light' },
        actions.home,
      ]}
    />
  );
}

export function ErrorScreen({ kind }: { kind: ErrorScreenKind }) {
  switch (kind) {
    case 'unauthorized':
      return <UnauthorizedScreen />;
    case 'forbidden':
      return <ForbiddenScreen />;
    case 'page-not-found':
      return <PageNotFoundScreen />;
    case 'not-allow-domain':
      return <NotAllowDomainScreen />;
    case 'server':
      return <ServerErrorScreen />;
    default:
      return <GenericErrorScreen />;
  }
}
