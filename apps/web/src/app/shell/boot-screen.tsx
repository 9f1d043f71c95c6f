import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown for the first route's chunk on a cold start (the router's HydrateFallback): the top bar
 * index.html painted before the script arrived (its `boot-bar` style lives there), and a loader.
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
