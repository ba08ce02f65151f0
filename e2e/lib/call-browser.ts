import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { e2eConfig } from './config';

/**
 * How the browser answers a page's microphone request: `grant` (Chromium's fake permission UI
 * says yes to every request, whatever the context's permissions) or `ask` (no fake UI: the
 * context's own permissions decide; a context without a microphone grant gets NotAllowedError).
 */
export type MicrophonePrompt = 'grant' | 'ask';

/** Chromium flags for a fake microphone that plays `toneWav` (looped) to the page. */
export function fakeMicrophoneArgs(toneWav: string, prompt: MicrophonePrompt): string[] {
  return [
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${toneWav}`,
    ...(prompt === 'grant' ? ['--use-fake-ui-for-media-stream'] : []),
  ];
}

/**
 * A Chromium of its own for call tests: the run's shared browser has no fake devices, and the
 * flags are per process, not per context. The headless shell, as for the other pages: calls,
 * fake devices and the microphone prompt behave there as in the whole browser (decision 069).
 */
export async function launchCallBrowser(
  toneWav: string,
  prompt: MicrophonePrompt = 'grant',
): Promise<Browser> {
  return chromium.launch({
    executablePath: e2eConfig.headlessShellPath,
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...fakeMicrophoneArgs(toneWav, prompt)],
    headless: true,
  });
}
