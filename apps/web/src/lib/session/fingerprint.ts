import { HARDWARE_ID_LENGTH } from '@lumus/contract/constants';

/** Per-trait time-out of the fingerprint (spec §9). */
const TRAIT_TIMEOUT_MS = 1_000;

/**
 * The traits spec §3 names, by ThumbmarkJS's component names. Its defaults add WebRTC (an ICE
 * gathering round) and speech voices: more work before the first render, and not in the spec.
 */
const SPEC_TRAITS = [
  'audio',
  'canvas',
  'fonts',
  'hardware',
  'locales',
  'permissions',
  'plugins',
  'screen',
  'system',
  'webgl',
  'math',
];

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The device traits of spec §3, hashed with SHA-256. ThumbmarkJS is loaded on demand (it is only
 * needed once per visit) and its remote logging is switched off: no sampled report leaves the
 * browser for a third party.
 */
export async function fingerprintId(): Promise<string> {
  const { Thumbmark } = await import('@thumbmarkjs/thumbmarkjs');
  const thumbmark = new Thumbmark({
    logging: false,
    timeout: TRAIT_TIMEOUT_MS,
    include: SPEC_TRAITS,
  });
  const { components } = await thumbmark.get();
  return (await sha256Hex(JSON.stringify(components))).slice(0, HARDWARE_ID_LENGTH);
}
