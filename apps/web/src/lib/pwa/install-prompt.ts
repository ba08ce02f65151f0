/**
 * The browser's own install prompt (`beforeinstallprompt`, Chromium browsers), kept for the
 * "Install Lumus" button. The event can come soon after the page loads, before any page that
 * offers the install has been opened, so the boot entry starts listening; this module is tiny
 * on purpose (it is part of the first download).
 */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallPromptState = Readonly<{
  prompt: InstallPromptEvent | null;
  installed: boolean;
}>;

let state: InstallPromptState = { prompt: null, installed: false };
let listening = false;
const listeners = new Set<() => void>();

function update(next: InstallPromptState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Starts listening once; later calls do nothing. */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our button offers it where the user looks for it, instead of the browser's mini bar.
    event.preventDefault();
    update({ ...state, prompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    update({ prompt: null, installed: true });
  });
}

export function installPromptState(): InstallPromptState {
  return state;
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's prompt; a prompt can be used once, so it is dropped either way. */
export async function promptInstall(): Promise<void> {
  const event = state.prompt;
  if (event === null) return;
  update({ ...state, prompt: null });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') update({ prompt: null, installed: true });
}
