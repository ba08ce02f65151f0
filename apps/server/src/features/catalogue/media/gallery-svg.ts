import type { GalleryTheme } from '@lumus/contract/catalogue/media-paths';
import { hashText, intBetween, seededRandom } from '../seeded-random';
import { n, PALETTE } from './svg-palette';

const W = 800;
const H = 600;

type Random = () => number;

function stars(random: Random, count: number, maxY: number): string {
  return Array.from({ length: count }, () => {
    const r = 0.6 + random() * 1.8;
    return `<circle cx="${n(random() * W)}" cy="${n(random() * maxY)}" r="${n(r)}" fill="#fff" opacity="${n(0.35 + random() * 0.6)}"/>`;
  }).join('');
}

function sky(id: string, top: string, bottom: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

function nightSky(random: Random): string {
  const points = Array.from({ length: 6 }, () => [
    intBetween(random, 120, 680),
    intBetween(random, 60, 300),
  ]);
  const constellation = points
    .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${n(x ?? 0)} ${n(y ?? 0)}`)
    .join(' ');
  const hill = intBetween(random, 430, 480);
  return [
    sky('s', PALETTE.night, '#3B2F7A'),
    stars(random, 140, 440),
    `<path d="${constellation}" stroke="${PALETTE.gold}" stroke-width="1.5" fill="none" opacity=".7"/>`,
    points
      .map(([x, y]) => `<circle cx="${n(x ?? 0)}" cy="${n(y ?? 0)}" r="4" fill="${PALETTE.gold}"/>`)
      .join(''),
    `<path d="M0 ${hill} Q200 ${hill - 60} 400 ${hill + 10} T800 ${hill - 20} V600 H0Z" fill="${PALETTE.night}"/>`,
  ].join('');
}

function tarotCard(x: number, y: number, rotate: number, symbol: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)})"><rect x="-80" y="-130" width="160" height="260" rx="14" fill="${PALETTE.night2}" stroke="${PALETTE.gold}" stroke-width="4"/><rect x="-66" y="-116" width="132" height="232" rx="8" fill="none" stroke="${PALETTE.gold}" stroke-width="1.5" opacity=".6"/>${symbol}</g>`;
}

function tarot(random: Random): string {
  const sun = `<circle r="30" fill="${PALETTE.gold}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="-2" y="-52" width="4" height="14" fill="${PALETTE.gold}" transform="rotate(${i * 30})"/>`).join('')}`;
  const moon = `<circle r="34" fill="${PALETTE.violetSoft}"/><circle cx="14" cy="-8" r="30" fill="${PALETTE.night2}"/>`;
  const star = `<path d="M0 -40 L10 -12 L40 -12 L16 6 L25 36 L0 18 L-25 36 L-16 6 L-40 -12 L-10 -12Z" fill="${PALETTE.gold}"/>`;
  const tilt = () => -8 + random() * 16;
  return [
    sky('t', '#2A1F5E', '#130E30'),
    stars(random, 50, 600),
    `<ellipse cx="400" cy="520" rx="330" ry="40" fill="#000" opacity=".25"/>`,
    tarotCard(230, 310, tilt() - 8, moon),
    tarotCard(570, 310, tilt() + 8, star),
    tarotCard(400, 290, tilt(), sun),
  ].join('');
}

function zodiac(random: Random): string {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6 + random() * 0.01;
    return `<line x1="${n(400 + Math.cos(a) * 120)}" y1="${n(300 + Math.sin(a) * 120)}" x2="${n(400 + Math.cos(a) * 230)}" y2="${n(300 + Math.sin(a) * 230)}" stroke="${PALETTE.gold}" stroke-width="2" opacity=".8"/>`;
  }).join('');
  const glyphs = Array.from({ length: 12 }, (_, i) => {
    const a = ((i + 0.5) * Math.PI) / 6;
    return `<circle cx="${n(400 + Math.cos(a) * 175)}" cy="${n(300 + Math.sin(a) * 175)}" r="${n(6 + random() * 8)}" fill="${PALETTE.violetSoft}" opacity=".85"/>`;
  }).join('');
  const planets = Array.from({ length: 5 }, () => {
    const a = random() * Math.PI * 2;
    const r = 40 + random() * 70;
    return `<circle cx="${n(400 + Math.cos(a) * r)}" cy="${n(300 + Math.sin(a) * r)}" r="5" fill="${PALETTE.gold}"/>`;
  }).join('');
  return [
    sky('z', '#1B1545', '#2C2170'),
    stars(random, 70, 600),
    `<circle cx="400" cy="300" r="230" fill="none" stroke="${PALETTE.gold}" stroke-width="4"/>`,
    `<circle cx="400" cy="300" r="120" fill="${PALETTE.night}" stroke="${PALETTE.gold}" stroke-width="3"/>`,
    spokes,
    glyphs,
    planets,
  ].join('');
}

function moon(random: Random): string {
  const x = intBetween(random, 300, 500);
  const y = intBetween(random, 200, 260);
  const craters = Array.from({ length: 7 }, () => {
    const a = random() * Math.PI * 2;
    const d = random() * 90;
    return `<circle cx="${n(x + Math.cos(a) * d)}" cy="${n(y + Math.sin(a) * d)}" r="${n(8 + random() * 18)}" fill="#D9CFB8" opacity=".6"/>`;
  }).join('');
  const cloud = (cy: number) =>
    `<ellipse cx="${n(random() * W)}" cy="${n(cy)}" rx="${n(160 + random() * 120)}" ry="26" fill="${PALETTE.violetSoft}" opacity=".16"/>`;
  return [
    sky('m', '#0F0B29', PALETTE.night2),
    stars(random, 90, 600),
    `<circle cx="${x}" cy="${y}" r="150" fill="${PALETTE.gold}" opacity=".12"/>`,
    `<circle cx="${x}" cy="${y}" r="120" fill="#F4EAD2"/>`,
    craters,
    cloud(y + 90),
    cloud(y + 160),
    `<rect y="500" width="${W}" height="100" fill="${PALETTE.night}"/>`,
  ].join('');
}

const DRAW: Record<GalleryTheme, (random: Random) => string> = {
  'night-sky': nightSky,
  tarot,
  zodiac,
  moon,
};

/** An abstract picture for a gallery; deterministic per theme and seed, numbers only inside. */
export function gallerySvg(theme: GalleryTheme, seed: number): string {
  const random = seededRandom(hashText(`gallery:${theme}:${seed}`));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">${DRAW[theme](random)}</svg>`;
}
