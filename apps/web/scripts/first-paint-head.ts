import type { Plugin } from 'vite';

/**
 * The faces of the first screen of the landing pages: body text, bold text and the display
 * headings. Preloaded with the document, they arrive with the page rather than after the browser
 * has laid it out and found it needs them; the other weights load when used.
 */
const FIRST_PAINT_FONTS = [
  /^assets\/inter-latin-400-normal-[\w-]+\.woff2$/,
  /^assets\/inter-latin-600-normal-[\w-]+\.woff2$/,
  /^assets\/fraunces-latin-600-normal-[\w-]+\.woff2$/,
];

/**
 * index.html's head for a first paint from the HTML alone (decision 022): the app's stylesheet is
 * written into the page instead of linked, so a server-rendered page is painted as soon as it is
 * parsed, with no round trip for the stylesheet and before any script has arrived; the first
 * screen's fonts are preloaded. The build keeps all CSS in this one sheet (`cssCodeSplit: false`),
 * so no page chunk loads a stylesheet of its own later.
 */
export const firstPaintHead: Plugin = {
  name: 'lumus-first-paint-head',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const bundle = context.bundle ?? {};
      const fonts = Object.keys(bundle)
        .filter((fileName) => FIRST_PAINT_FONTS.some((pattern) => pattern.test(fileName)))
        .map(
          (fileName) =>
            `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${fileName}">`,
        );
      return html.replace(
        /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
        (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string'
              ? asset.source
              : new TextDecoder().decode(asset.source);
          return [...fonts, `<style>${css}</style>`].join('\n    ');
        },
      );
    },
  },
};
