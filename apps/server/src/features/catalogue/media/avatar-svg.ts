import { hashText, intBetween, pick, seededRandom } from '../seeded-random';
import { AVATAR_GRADIENTS, n, PALETTE } from './svg-palette';

/** "neil-dsouza" -> "ND", "om-prakash-mishra" -> "OM": first and last part of the slug. */
export function initialsOfSlug(slug: string): string {
  const parts = slug.split('-').filter((part) => /^[a-z]/.test(part));
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * A round-friendly portrait stand-in: a soft gradient from the palette, a few stars, a crescent
 * and the initials. Deterministic per slug; only letters A–Z and numbers reach the markup, so
 * nothing from outside can inject into it.
 */
export function avatarSvg(slug: string): string {
  const random = seededRandom(hashText(`avatar:${slug}`));
  const [from, to] = pick(random, AVATAR_GRADIENTS);
  const angle = intBetween(random, 0, 359);
  const stars = Array.from({ length: 9 }, () => {
    const x = intBetween(random, 20, 236);
    const y = intBetween(random, 16, 110);
    const r = 0.8 + random() * 1.6;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff" opacity="${n(0.4 + random() * 0.5)}"/>`;
  }).join('');
  const moonX = intBetween(random, 170, 210);
  const moonY = intBetween(random, 40, 70);
  const initials = initialsOfSlug(slug).replace(/[^A-Z?]/g, '');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img">',
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="h" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    '<rect width="256" height="256" fill="url(#g)"/>',
    '<circle cx="128" cy="124" r="104" fill="url(#h)"/>',
    stars,
    `<circle cx="${moonX}" cy="${moonY}" r="14" fill="${PALETTE.gold}" opacity=".9"/>`,
    `<circle cx="${moonX + 6}" cy="${moonY - 4}" r="12" fill="${to}" opacity=".95"/>`,
    `<text x="128" y="150" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="84" font-weight="600" fill="${PALETTE.paper}" letter-spacing="2">${initials}</text>`,
    '</svg>',
  ].join('');
}
