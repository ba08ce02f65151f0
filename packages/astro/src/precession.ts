import { DEG_TO_RAD } from './angles';

/** Row-major 3×3 rotation matrix. */
export type Matrix3 = readonly [
  readonly [number, number, number],
  readonly [number, number, number],
  readonly [number, number, number],
];
export type Vector3 = readonly [number, number, number];

const ARCSEC_TO_RAD = DEG_TO_RAD / 3600;

/** Mean obliquity of the ecliptic (IAU 2006, Capitaine et al. 2003) in radians. */
export function meanObliquity(t: number): number {
  const arcsec =
    84381.406 +
    t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 - t * 0.0000000434))));
  return arcsec * ARCSEC_TO_RAD;
}

/**
 * IAU 2006 precession matrix from the mean equator and equinox of J2000 to those of date
 * (t in Julian centuries of TT), P = R3(−zA)·R2(θA)·R3(−ζA).
 */
export function precessionMatrix(t: number): Matrix3 {
  const zeta =
    (2.650545 +
      t *
        (2306.083227 +
          t * (0.2988499 + t * (0.01801828 + t * (-0.000005971 - t * 0.0000003173))))) *
    ARCSEC_TO_RAD;
  const z =
    (-2.650545 +
      t *
        (2306.077181 +
          t * (1.0927348 + t * (0.01826837 + t * (-0.000028596 - t * 0.0000002904))))) *
    ARCSEC_TO_RAD;
  const theta =
    t *
    (2004.191903 + t * (-0.4294934 + t * (-0.04182264 + t * (-0.000007089 - t * 0.0000001274)))) *
    ARCSEC_TO_RAD;
  const [cz, sz] = [Math.cos(zeta), Math.sin(zeta)];
  const [cZ, sZ] = [Math.cos(z), Math.sin(z)];
  const [ct, st] = [Math.cos(theta), Math.sin(theta)];
  return [
    [cZ * ct * cz - sZ * sz, -cZ * ct * sz - sZ * cz, -cZ * st],
    [sZ * ct * cz + cZ * sz, -sZ * ct * sz + cZ * cz, -sZ * st],
    [st * cz, -st * sz, ct],
  ];
}

export function multiply(m: Matrix3, v: Vector3): Vector3 {
  return [
    m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
    m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
    m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
  ];
}

export function multiplyTransposed(m: Matrix3, v: Vector3): Vector3 {
  return [
    m[0][0] * v[0] + m[1][0] * v[1] + m[2][0] * v[2],
    m[0][1] * v[0] + m[1][1] * v[1] + m[2][1] * v[2],
    m[0][2] * v[0] + m[1][2] * v[1] + m[2][2] * v[2],
  ];
}

/** Equatorial → ecliptic rotation about the equinox axis by obliquity `eps` (radians). */
export function equatorialToEcliptic(v: Vector3, eps: number): Vector3 {
  const c = Math.cos(eps);
  const s = Math.sin(eps);
  return [v[0], c * v[1] + s * v[2], -s * v[1] + c * v[2]];
}
