import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageMetaKey } from '../page-meta.ts';

const descriptionTag = (): HTMLMetaElement => {
  const existing = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const tag = document.createElement('meta');
  tag.name = 'description';
  document.head.append(tag);
  return tag;
};

/** Gives the document the current page's title and description, in the current language. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const key = pageMetaKey(pathname);
    const site = t('site.title');
    document.title =
      key === 'home' ? `${site} | ${t('meta.home.title')}` : `${t(`meta.${key}.title`)} | ${site}`;
    descriptionTag().content = t(`meta.${key}.description`);
  }, [pathname, t, i18n.language]);
}
