import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` to index.html for the built font files whose source name is
 * in `fileNames`: the browser fetches them with the HTML instead of after the CSS has been parsed
 * and a glyph needs them, so Thai text is drawn in its font on the first paint more often.
 */
export const preloadFonts = (fileNames: readonly string[]): Plugin => ({
  name: 'chokdee:preload-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      if (!bundle) return [];
      const tags: HtmlTagDescriptor[] = [];
      for (const name of fileNames) {
        const asset = Object.values(bundle).find(
          (output) =>
            output.type === 'asset' && output.originalFileNames.some((source) => source.endsWith(`/${name}`)),
        );
        if (!asset) throw new Error(`preloadFonts: ${name} is not in the build`);
        tags.push({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            href: `/${asset.fileName}`,
          },
          injectTo: 'head',
        });
      }
      return tags;
    },
  },
});
