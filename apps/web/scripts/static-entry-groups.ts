import type { Plugin, Rollup } from 'vite';

/**
 * What each entry reaches through static imports only: what must load before the first render.
 * The build groups them into two chunks (vite.config.ts):
 * - `boot-shared`: everything `src/boot.ts` needs (main.tsx imports it too), a few kilobytes that
 *   start the fingerprint and the language texts early;
 * - `shell`: the rest of what `src/main.tsx` needs;
 * - `landing`: what home, the psychic list and a profile need beyond the shell (our code and the
 *   icons they draw). Left apart, they were two dozen files of 1–3 KB, and a first visit's page
 *   waited for them in waves of six connections; one file also makes the next step of the usual
 *   path (home → list → profile) instant.
 *
 * Left to itself, the bundler splits the part shared with lazy pages into a dozen tiny files,
 * each a round trip on a slow phone network. Dynamic imports (pages, zod with the API schemas,
 * socket.io, ThumbmarkJS) stay out, so neither group can pull a lazy library into the first
 * download.
 */
export interface StaticEntryGroups {
  boot: Set<string>;
  shell: Set<string>;
  /** What the landing pages (home, list, profile) need beyond the shell, our code and icons. */
  landing: Set<string>;
  plugin: Plugin[];
}

/**
 * `src/boot.ts` is a build input of its own (vite.config.ts), so it runs as soon as its few
 * kilobytes arrive instead of after the whole shell; this puts its script first in index.html.
 * Without it (the dev server) main.tsx starts the same work itself, a little later. The app's own
 * entry is marked `data-app-entry`: a server-rendered page goes without it, boot.ts loading the
 * app after the first paint instead (decision 022).
 */
const bootScriptTag: Plugin = {
  name: 'lumus-boot-script-tag',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const chunk = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
      );
      if (chunk === undefined) return html;
      return html.replace(
        /(\s*)<script type="module"/,
        `$1<script type="module" crossorigin src="/${chunk.fileName}"></script>$1<script type="module" data-app-entry`,
      );
    },
  },
};

// lucide-react's entry re-exports every icon: following it would put each icon any page uses into
// the first download. Icons are left to the bundler (the shell's few become tiny chunks).
const ICON_MODULE = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

function reach(
  context: Rollup.PluginContext,
  entries: readonly string[],
  skip: (id: string) => boolean = (id) => ICON_MODULE.test(id),
): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || skip(id)) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const BOOT_ENTRY = /[\\/]src[\\/]boot\.ts$/;

// Where a first visit usually lands and goes next: home, the psychic list, a profile.
const LANDING_PAGES = [
  /[\\/]src[\\/]features[\\/]home[\\/]home-page\.tsx$/,
  /[\\/]src[\\/]features[\\/]catalogue[\\/]routes[\\/]psychic-list-page\.tsx$/,
  /[\\/]src[\\/]features[\\/]catalogue[\\/]routes[\\/]psychic-profile-page\.tsx$/,
];
// Libraries keep chunks of their own (zod, socket.io: cached across deploys); icons do not.
const LIBRARY_MODULE = /node_modules/;

export function staticEntryGroups(): StaticEntryGroups {
  const boot = new Set<string>();
  const shell = new Set<string>();
  const landing = new Set<string>();
  const plugin: Plugin = {
    name: 'lumus-static-entry-groups',
    apply: 'build',
    buildEnd() {
      // index.html's script is not itself an entry (Vite wraps the page's scripts in one).
      const ids = [...this.getModuleIds()];
      const bootModules = reach(
        this,
        ids.filter((id) => BOOT_ENTRY.test(id)),
      );
      const mainModules = reach(
        this,
        ids.filter((id) => /[\\/]src[\\/]main\.tsx$/.test(id)),
      );
      const landingModules = reach(
        this,
        ids.filter((id) => LANDING_PAGES.some((page) => page.test(id))),
        (id) =>
          bootModules.has(id) ||
          mainModules.has(id) ||
          (LIBRARY_MODULE.test(id) && !ICON_MODULE.test(id)),
      );
      boot.clear();
      shell.clear();
      landing.clear();
      for (const id of bootModules) boot.add(id);
      for (const id of mainModules) if (!bootModules.has(id)) shell.add(id);
      for (const id of landingModules) landing.add(id);
    },
  };
  return { boot, shell, landing, plugin: [plugin, bootScriptTag] };
}
