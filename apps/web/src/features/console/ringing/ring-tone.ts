/**
 * The console's ring for an incoming call, made with the Web Audio API (no sound file to ship):
 * two short bursts of a soft two-tone chord, then a pause, repeated until stopped.
 */
const CHORD_HZ = [440, 554.37] as const;
const BURST_SECONDS = 0.4;
const GAP_SECONDS = 0.2;
const CYCLE_MS = 3_000;
const PEAK_GAIN = 0.12;

let context: AudioContext | null = null;

/** The page's one audio context, or null without Web Audio. */
export function ringContext(): AudioContext | null {
  if (context !== null) return context;
  if (typeof AudioContext === 'undefined') return null;
  try {
    context = new AudioContext();
  } catch {
    return null;
  }
  return context;
}

function playCycle(audio: AudioContext, output: AudioNode): void {
  const start = audio.currentTime + 0.02;
  for (let burst = 0; burst < 2; burst += 1) {
    const at = start + burst * (BURST_SECONDS + GAP_SECONDS);
    const gain = audio.createGain();
    // Soft attack and release, so it does not click.
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(PEAK_GAIN, at + 0.03);
    gain.gain.setValueAtTime(PEAK_GAIN, at + BURST_SECONDS - 0.05);
    gain.gain.linearRampToValueAtTime(0, at + BURST_SECONDS);
    gain.connect(output);
    for (const frequency of CHORD_HZ) {
      const oscillator = audio.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(at);
      oscillator.stop(at + BURST_SECONDS + 0.01);
    }
  }
}

/**
 * Starts ringing; the returned function stops it at once (the bursts already scheduled are cut
 * off with the output). While the browser keeps audio suspended until a click, the cycles are
 * still scheduled and sound as soon as the page may play (`unlockRing`).
 */
export function startRing(): () => void {
  const audio = ringContext();
  if (audio === null) return () => undefined;
  const output = audio.createGain();
  output.connect(audio.destination);
  const cycle = () => {
    if (audio.state === 'running') playCycle(audio, output);
  };
  // Allowed without a click once the page had one (sticky activation); refused silently before.
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  cycle();
  const timer = setInterval(cycle, CYCLE_MS);
  // Unlocked by a click while ringing: ring at once rather than at the next cycle.
  audio.addEventListener('statechange', cycle);
  return () => {
    clearInterval(timer);
    audio.removeEventListener('statechange', cycle);
    output.disconnect();
  };
}

/** Whether the browser holds the sound back until the user interacts with the page. */
export function ringBlocked(): boolean {
  const audio = ringContext();
  return audio !== null && audio.state === 'suspended';
}

/** From a click: lets the page play sound (browsers allow resuming only in a user gesture). */
export async function unlockRing(): Promise<void> {
  await ringContext()?.resume();
}
