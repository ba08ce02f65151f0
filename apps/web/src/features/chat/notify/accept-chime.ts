/** Two soft rising notes (E5, A5), about half a second: "your psychic is ready". */
const NOTES_HZ = [659.25, 880] as const;
const NOTE_SECONDS = 0.22;
const PEAK_GAIN = 0.18;

let context: AudioContext | null = null;

/**
 * Plays the chime with the Web Audio API (no sound file to ship). Browsers keep audio muted until
 * the page had a user gesture; then this is silently skipped, the toast still shows.
 */
export function playAcceptChime(): void {
  try {
    context ??= new AudioContext();
    const audio = context;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.02;
    NOTES_HZ.forEach((frequency, index) => {
      const at = start + index * NOTE_SECONDS;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // Soft attack and decay, so it does not click.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(PEAK_GAIN, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS * 1.6);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_SECONDS * 1.7);
    });
  } catch {
    // No Web Audio (old browser, blocked): the toast alone tells the user.
  }
}
