import { nextTask } from '../boot/next-task';

/**
 * The browser and device traits of the hardware id (spec §3): audio, canvas, fonts, hardware,
 * locale, permissions, plugins, screen, system, webgl and math. Each reader is small and runs in
 * a task of its own (see fingerprint.ts), so the hash never blocks the page for long, and each
 * returns plain JSON so the hash is the same on every visit of the same browser.
 */
export type TraitValue =
  string | number | boolean | null | readonly TraitValue[] | { readonly [key: string]: TraitValue };

export type TraitReader = () => TraitValue | Promise<TraitValue>;

/** The spec's trait names, in the order they are read and hashed. */
export const TRAIT_NAMES = [
  'audio',
  'canvas',
  'fonts',
  'hardware',
  'locale',
  'permissions',
  'plugins',
  'screen',
  'system',
  'webgl',
  'math',
] as const;

export type TraitName = (typeof TRAIT_NAMES)[number];

// A compressed triangle wave rendered offline: the float rounding of each browser's audio stack
// differs slightly. Rendering happens off the main thread.
async function audio(): Promise<TraitValue> {
  if (typeof OfflineAudioContext === 'undefined') return null;
  const context = new OfflineAudioContext(1, 5_000, 44_100);
  const oscillator = context.createOscillator();
  oscillator.type = 'triangle';
  oscillator.frequency.value = 10_000;
  const compressor = context.createDynamicsCompressor();
  compressor.threshold.value = -50;
  compressor.knee.value = 40;
  compressor.ratio.value = 12;
  compressor.attack.value = 0;
  compressor.release.value = 0.25;
  oscillator.connect(compressor);
  compressor.connect(context.destination);
  oscillator.start(0);
  const samples = (await context.startRendering()).getChannelData(0);
  let sum = 0;
  for (let index = 4_500; index < samples.length; index += 1) sum += Math.abs(samples[index] ?? 0);
  return sum;
}

/**
 * A detached 2D canvas whose text is laid out with geometric precision. By default Chromium
 * rasterises canvas text one way at a device scale factor of 1 and another above it (glyph hinting
 * and positioning), and which one a canvas got followed the renderer's scale at that moment: in a
 * phone-sized test browser about every second load drew the same text differently, so the canvas
 * trait, and the id, changed between loads. With geometric precision the text comes out the same
 * at every scale. Browsers without the property ignore it.
 */
function context2d(width: number, height: number): CanvasRenderingContext2D | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context !== null) context.textRendering = 'geometricPrecision';
  return context;
}

// Text, an emoji and blended shapes: anti-aliasing, font rasterising and colour blending differ
// between systems and graphics stacks.
function canvas(): TraitValue {
  const context = context2d(220, 40);
  if (context === null) return null;
  context.textBaseline = 'top';
  context.font = '14px Arial';
  context.fillStyle = '#f60';
  context.fillRect(100, 1, 62, 20);
  context.fillStyle = '#069';
  context.fillText('Lumus, light in the dark \u{1F319}', 2, 15);
  context.globalCompositeOperation = 'multiply';
  context.fillStyle = 'rgba(102, 204, 0, 0.7)';
  context.beginPath();
  context.arc(50, 20, 18, 0, Math.PI * 2);
  context.fill();
  return context.canvas.toDataURL();
}

const FONT_BASES = ['monospace', 'sans-serif', 'serif'] as const;
const FONT_CANDIDATES = [
  'Arial',
  'Arial Black',
  'Calibri',
  'Cambria',
  'Comic Sans MS',
  'Consolas',
  'Courier New',
  'DejaVu Sans',
  'Droid Sans',
  'Georgia',
  'Helvetica',
  'Helvetica Neue',
  'Impact',
  'Liberation Sans',
  'Lucida Grande',
  'Menlo',
  'Monaco',
  'Noto Sans',
  'Palatino',
  'Roboto',
  'Segoe UI',
  'SF Pro Text',
  'Tahoma',
  'Times New Roman',
  'Trebuchet MS',
  'Ubuntu',
  'Verdana',
] as const;
const FONT_PROBE = 'mmMwWLliI0fiflO&1';

/** Families measured per task: a family's first lookup can take milliseconds on a cold phone. */
const FONTS_PER_SLICE = 2;

// Installed fonts, measured on a canvas rather than in the page (no layout of the document), a
// few families per task so the page stays responsive while a first visit's hash is computed.
async function fonts(): Promise<TraitValue> {
  const context = context2d(1, 1);
  if (context === null) return null;
  const widthIn = (family: string): number => {
    context.font = `72px ${family}`;
    return context.measureText(FONT_PROBE).width;
  };
  const baseWidths = FONT_BASES.map(widthIn);
  const found: string[] = [];
  for (const [index, font] of FONT_CANDIDATES.entries()) {
    if (index > 0 && index % FONTS_PER_SLICE === 0) await nextTask();
    if (FONT_BASES.some((base, at) => widthIn(`'${font}', ${base}`) !== baseWidths[at])) {
      found.push(font);
    }
  }
  return found;
}

function hardware(): TraitValue {
  const memory: unknown = Reflect.get(navigator, 'deviceMemory');
  return {
    cores: navigator.hardwareConcurrency,
    memory: typeof memory === 'number' ? memory : null,
    touchPoints: navigator.maxTouchPoints,
  };
}

function locale(): TraitValue {
  const options = Intl.DateTimeFormat().resolvedOptions();
  return {
    languages: [...navigator.languages],
    locale: options.locale,
    timeZone: options.timeZone,
  };
}

const PERMISSIONS = ['geolocation', 'notifications', 'camera', 'microphone'] as const;

async function permissions(): Promise<TraitValue> {
  if (!('permissions' in navigator)) return null;
  const states = await Promise.all(
    PERMISSIONS.map((name) =>
      // A name the browser does not know is rejected; that, too, is a trait.
      navigator.permissions.query({ name }).then(
        (status) => status.state,
        () => 'unsupported',
      ),
    ),
  );
  return Object.fromEntries(PERMISSIONS.map((name, index) => [name, states[index] ?? null]));
}

function plugins(): TraitValue {
  // Deprecated for pages, but still what browsers report, and a trait the spec names.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  return Array.from(navigator.plugins, (plugin) => plugin.name);
}

function screenTrait(): TraitValue {
  return {
    width: screen.width,
    height: screen.height,
    colorDepth: screen.colorDepth,
    pixelRatio: window.devicePixelRatio,
  };
}

function system(): TraitValue {
  return {
    platform: navigator.platform,
    userAgent: navigator.userAgent,
    vendor: navigator.vendor,
    cookies: navigator.cookieEnabled,
  };
}

// The graphics stack as WebGL describes it. Nothing is drawn; the context is released at once.
function webgl(): TraitValue {
  const gl = document.createElement('canvas').getContext('webgl');
  if (gl === null) return null;
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  const value = {
    vendor: String(gl.getParameter(debug?.UNMASKED_VENDOR_WEBGL ?? gl.VENDOR)),
    renderer: String(gl.getParameter(debug?.UNMASKED_RENDERER_WEBGL ?? gl.RENDERER)),
    version: String(gl.getParameter(gl.VERSION)),
    shading: String(gl.getParameter(gl.SHADING_LANGUAGE_VERSION)),
    maxTexture: Number(gl.getParameter(gl.MAX_TEXTURE_SIZE)),
    extensions: gl.getSupportedExtensions() ?? [],
  };
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return value;
}

// Engines round these differently in the last bits.
function math(): TraitValue {
  return [
    Math.acos(0.123456789),
    Math.asinh(1),
    Math.atanh(0.5),
    Math.cbrt(100),
    Math.cosh(1),
    Math.expm1(1),
    Math.log1p(10),
    Math.sinh(1),
    Math.tan(-1e300),
    Math.exp(1),
  ];
}

export const TRAIT_READERS: Readonly<Record<TraitName, TraitReader>> = {
  audio,
  canvas,
  fonts,
  hardware,
  locale,
  permissions,
  plugins,
  screen: screenTrait,
  system,
  webgl,
  math,
};
