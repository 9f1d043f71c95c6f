import { LOCALES, type Locale } from '@chokdee/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import th from '../locales/th.json';
import { HTML_LANG, readLocaleCookie, writeLocaleCookie } from './locale.ts';

export type Messages = typeof th;

/** Thai ships in the main bundle; the other languages are separate chunks loaded on demand. */
const loaders: Record<Exclude<Locale, 'th'>, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en.json'),
  kh: () => import('../locales/kh.json'),
  mm: () => import('../locales/mm.json'),
};

export const i18n = i18next.createInstance();

async function ensureResources(locale: Locale): Promise<void> {
  if (locale === 'th' || i18n.hasResourceBundle(locale, 'translation')) return;
  const { default: messages } = await loaders[locale]();
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
}

function applyHtmlLang(locale: Locale): void {
  document.documentElement.lang = HTML_LANG[locale];
}

/** Initialises i18next in `locale`, its messages loaded; touches no document (app/prerender.tsx). */
export async function startI18n(locale: Locale): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: 'th',
      fallbackLng: 'th',
      supportedLngs: [...LOCALES],
      resources: { th: { translation: th } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await ensureResources(locale);
  await i18n.changeLanguage(locale);
  return i18n;
}

/** Reads the `locale` cookie, loads its messages and initialises i18next. Call once before rendering. */
export async function initI18n(locale: Locale = readLocaleCookie()): Promise<typeof i18n> {
  await startI18n(locale);
  applyHtmlLang(locale);
  return i18n;
}

/** Switches the interface language without a reload and remembers it in the cookie for a year. */
export async function setLocale(locale: Locale): Promise<void> {
  writeLocaleCookie(locale);
  await ensureResources(locale);
  await i18n.changeLanguage(locale);
  applyHtmlLang(locale);
}

export const currentLocale = (): Locale =>
  (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'th';

/**
 * Installs a feature's own namespace (strings shipped inside its lazy chunks, so other pages never
 * download them) into the one i18next instance, now or once it is initialised.
 */
export function installNamespace(ns: string, bundles: Record<Locale, object>): void {
  const install = () => {
    for (const [lng, messages] of Object.entries(bundles))
      if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, messages, true, true);
  };
  if (i18n.isInitialized) install();
  else i18n.on('initialized', install);
}
