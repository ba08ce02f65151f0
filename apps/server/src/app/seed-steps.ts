import type { SeedStep } from '../features/seed/seed-step';
import { loginModeSeed } from '../features/static-values/static-values-seed';

/** Every seed step, in the order they run. Features append theirs here. */
export const SEED_STEPS: readonly SeedStep[] = [loginModeSeed];
