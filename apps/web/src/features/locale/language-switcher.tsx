import { LOCALES, normalizeLocale } from '@chokdee/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES } from '../../lib/locale.ts';
import { setLocale } from '../../lib/i18n.ts';

/** Native <select> (option values th/en/kh/mm): sets the `locale` cookie and switches without reload. */
export function LanguageSwitcher({ label = true }: { label?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      data-testid="language-switcher"
      label={label ? t('menu.language') : undefined}
      aria-label={t('menu.language')}
      value={normalizeLocale(i18n.language)}
      onChange={(event) => void setLocale(normalizeLocale(event.currentTarget.value))}
      data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
      maw={240}
      w="100%"
    />
  );
}
