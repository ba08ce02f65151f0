import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_DIST_DIR, WEB_SERVER_RENDER_DIR } from './paths';

/**
 * A private copy of the built app in `runDir`: a rebuild of apps/web during a run (another
 * developer, a watcher) would otherwise swap the hashed chunks under the open pages. The server
 * render goes beside it, where the server looks for it (`<dist>/../dist-ssr`). Returns the folder
 * to serve as WEB_DIST_DIR.
 */
export function copyBuiltWeb(runDir: string): string {
  const webDir = join(runDir, 'web');
  cpSync(WEB_DIST_DIR, webDir, { recursive: true });
  if (existsSync(WEB_SERVER_RENDER_DIR)) {
    cpSync(WEB_SERVER_RENDER_DIR, join(runDir, 'dist-ssr'), { recursive: true });
  }
  return webDir;
}
