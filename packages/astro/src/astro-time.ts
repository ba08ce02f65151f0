import { MakeTime, SetDeltaTFunction, type AstroTime } from 'astronomy-engine';
import { deltaTSeconds } from './delta-t';

// astronomy-engine derives TT from one process-wide ΔT hook, also internally (light-time
// back-dating re-derives TT from UT), so a per-call override would leave those steps on the old
// model. @lumus/astro is the only user of astronomy-engine in Lumus, so installing ours is safe.
SetDeltaTFunction(deltaTSeconds);

/** The astronomy-engine time for a UTC instant, on our ΔT model (UT1 ≈ UTC, < 0.9 s). */
export function toAstroTime(instant: Date): AstroTime {
  return MakeTime(instant);
}

/** Julian centuries of TT since J2000, the argument of the precession and obliquity series. */
export function julianCenturiesTT(time: AstroTime): number {
  return time.tt / 36525;
}
