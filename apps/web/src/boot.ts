import { SERVER_RENDER_STATE_ID } from '@lumus/contract/site/server-renderer';
import { firstContentfulPaint } from './lib/boot/after-first-paint';
import { bootWork, entryTarget } from './app/boot/boot-work';
import { captureInstallPrompt } from './lib/pwa/install-prompt';

// The browser may offer its install prompt before any page that shows "Install Lumus" is open.
captureInstallPrompt();

const serverRendered = document.getElementById(SERVER_RENDER_STATE_ID) !== null;
const target = serverRendered ? entryTarget() : null;

if (target !== null) {
  // A server-rendered page is already on screen in the URL's language: the page in the right one
  // is fetched whole, server-rendered too, rather than the app repainting this one (spec §2).
  window.location.replace(target);
} else if (serverRendered) {
  // A server-rendered page is on screen without the app, and the server leaves the app's own
  // entry out of it (decision 022): the app's work starts once the page has been painted, so that
  // on a slow network the fonts and pictures the visitor sees come first.
  firstContentfulPaint()
    .then(() => {
      bootWork(() => target);
      return import('./main');
    })
    .catch((error: unknown) => {
      console.error('The app could not be loaded', error);
    });
} else {
  // The first entry of index.html, a few kilobytes: it starts what the first render waits for
  // while the larger app shell is still on its way (see app/boot/boot-work.ts).
  bootWork();
}
