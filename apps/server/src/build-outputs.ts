/**
 * What `npm run build` writes beside the server bundle so that a start need not compute it
 * (decision 054). The server looks for them next to itself and does the work when they are not
 * there (`npm run dev`, bundles built by tests).
 */

/** The birth-place index (place-index-file.ts). */
export const PLACE_INDEX_FILE = 'place-index.bin';

/** A migrated, empty PGlite database for a first start to copy (pglite-template.ts). */
export const PGLITE_TEMPLATE_DIR = 'pglite-template';
