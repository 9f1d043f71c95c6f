import { LOCALES, type ContentTranslations } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { contents } from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../platform/html-sanitizer.ts';
import { demoPageHtml, type DemoPages } from './demo/demo-page.ts';
import { HOWTO_EN } from './demo/howto-en.ts';
import { HOWTO_KH } from './demo/howto-kh.ts';
import { HOWTO_MM } from './demo/howto-mm.ts';
import { HOWTO_TH } from './demo/howto-th.ts';

const HOWTO: Record<(typeof LOCALES)[number], DemoPages> = {
  th: HOWTO_TH,
  en: HOWTO_EN,
  kh: HOWTO_KH,
  mm: HOWTO_MM,
};

/** The spec's `/howto/*` pages, in menu order. */
const HOWTO_SLUGS = [
  'deposit',
  'withdraw',
  'lotto',
  'lotto4d',
  'result-poy',
  'register-addbank',
  'forgot-pin',
  'responsible-gambling',
];

/**
 * Demo mode only (db/demo-seed.ts): the how-to pages in four languages. ON CONFLICT DO NOTHING, so
 * a page staff edited stays as they left it. Bodies go through the same sanitiser as staff saves.
 */
export const seedDemoContents = async (db: Database): Promise<void> => {
  const rows = HOWTO_SLUGS.map((slug, sortOrder) => {
    const translations = Object.fromEntries(
      LOCALES.map((locale) => {
        const page = HOWTO[locale][slug]!;
        return [locale, { title: page[0], body: sanitizeRichText(demoPageHtml(page)) }];
      }),
    ) as ContentTranslations;
    return { kind: 'howto', slug, sortOrder, videoUrl: null, translations };
  });
  await db.insert(contents).values(rows).onConflictDoNothing();
};
