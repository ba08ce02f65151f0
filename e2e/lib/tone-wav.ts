import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SAMPLE_RATE = 48_000;
const FREQUENCY_HZ = 440;
const ON_MS = 300;
const OFF_MS = 200;
const SECONDS = 10;
const AMPLITUDE = 0.6 * 0x7fff;

/**
 * Writes the fake microphone's sound: a pulsed 440 Hz tone (300 ms on, 200 ms off), 48 kHz mono
 * 16-bit PCM. Chromium's noise suppression cuts a steady sine by about 20 dB within two seconds;
 * a pulsed tone stays loud, so the far side's audio energy stays well above zero. Chromium loops
 * the file. Returns its path.
 */
export function writePulsedToneWav(directory: string): string {
  const samples = SAMPLE_RATE * SECONDS;
  const period = ((ON_MS + OFF_MS) * SAMPLE_RATE) / 1000;
  const on = (ON_MS * SAMPLE_RATE) / 1000;
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index += 1) {
    const inPulse = index % period < on;
    const value = inPulse
      ? Math.round(AMPLITUDE * Math.sin((2 * Math.PI * FREQUENCY_HZ * index) / SAMPLE_RATE))
      : 0;
    data.writeInt16LE(value, index * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  const path = join(directory, 'pulsed-tone-440hz.wav');
  writeFileSync(path, Buffer.concat([header, data]));
  return path;
}
