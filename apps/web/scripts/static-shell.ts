import type { Plugin } from 'vite';

/**
 * The modules the entry reaches through static imports only: what must load before the first
 * render. The build groups them into one `shell` chunk (vite.config.ts); left to itself, the
 * bundler splits the part shared with lazy pages into a dozen tiny files, each a round trip on a
 * slow phone network. Dynamic imports (pages, zod with the API schemas, socket.io, ThumbmarkJS)
 * stay out, so the group cannot pull a lazy library into the first download.
 */
export function staticShell(): { modules: Set<string>; plugin: Plugin } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'lumus-static-shell',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { modules, plugin };
}
