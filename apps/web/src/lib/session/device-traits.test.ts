import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRAIT_READERS } from './device-traits';

/**
 * happy-dom has no canvas, so these tests draw on a stand-in 2D context that behaves like
 * Chromium's in the one respect that made the id unstable: text comes out differently at a
 * device scale factor of 1 and above it, unless it is drawn with geometric precision. The scale
 * is the renderer's at the moment of drawing, which in a real browser was not the same on every
 * load. The e2e test "the hardware id is the device fingerprint" checks the real browser.
 */
let rendererScale = 1;

class ChromiumLikeContext {
  font = '10px sans-serif';
  fillStyle = '#000';
  textBaseline = 'alphabetic';
  globalCompositeOperation = 'source-over';
  textRendering = 'auto';
  /** The text rendering of every text call, in order. */
  readonly textCalls: string[] = [];
  private readonly pixels: string[] = [];
  readonly canvas = { toDataURL: (): string => this.pixels.join('|') };

  private glyphs(): string {
    this.textCalls.push(this.textRendering);
    return this.textRendering === 'geometricPrecision'
      ? 'precise'
      : rendererScale > 1
        ? 'subpixel'
        : 'hinted';
  }

  fillText(text: string, x: number, y: number): void {
    this.pixels.push(`${text} ${this.font} ${String(x)},${String(y)} ${this.glyphs()}`);
  }

  measureText(text: string): { width: number } {
    const style = this.glyphs();
    // Hinted glyphs are snapped to whole pixels; the families themselves do not matter here.
    const width = text.length * 7.3;
    return { width: style === 'hinted' ? Math.round(width) : width };
  }

  fillRect(x: number, y: number, width: number, height: number): void {
    this.pixels.push(`rect ${this.fillStyle} ${String([x, y, width, height])}`);
  }

  beginPath(): void {
    this.pixels.push('path');
  }

  arc(x: number, y: number, radius: number): void {
    this.pixels.push(`arc ${String([x, y, radius])} ${this.globalCompositeOperation}`);
  }

  fill(): void {
    this.pixels.push(`fill ${this.fillStyle}`);
  }
}

function useChromiumLikeCanvas(): ChromiumLikeContext[] {
  const contexts: ChromiumLikeContext[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
    const context = new ChromiumLikeContext();
    contexts.push(context);
    return context as unknown as CanvasRenderingContext2D;
  });
  return contexts;
}

afterEach(() => {
  vi.restoreAllMocks();
  rendererScale = 1;
});

describe('canvas trait', () => {
  it('is the same whatever the renderer scale is while it draws', async () => {
    useChromiumLikeCanvas();
    rendererScale = 1;
    const atOne = await TRAIT_READERS.canvas();
    rendererScale = 2;
    const atTwo = await TRAIT_READERS.canvas();
    expect(typeof atOne).toBe('string');
    expect(atTwo).toBe(atOne);
  });
});

describe('fonts trait', () => {
  it('measures every family with geometric precision', async () => {
    const contexts = useChromiumLikeCanvas();
    await TRAIT_READERS.fonts();
    const calls = contexts.flatMap((context) => context.textCalls);
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls)).toEqual(new Set(['geometricPrecision']));
  });
});
