import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The router's HydrateFallback: what index.html's static shell shows (the top bar, its `boot-bar`
 * style lives there, and a loader) while the first route loads. The member build never renders it,
 * since main.tsx renders once the router has loaded (the static shell stays until then); a router
 * rendered before that (the component tests) shows it.
 */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <>
      <header className="boot-bar">
        <span>{t('site.title')}</span>
      </header>
      <Center h="100vh">
        <Loader color="green" />
      </Center>
    </>
  );
}
