import {
  LANDING_PAGE_EXPERIMENT,
  LANDING_PAGE_VARIANTS,
  type LandingPageVariant,
} from '@lumus/contract/experiments/experiments';
import type { SeedStep } from '../seed/seed-step';
import { experiments, experimentVariants } from './experiments-tables';

const WEIGHTS: Record<LandingPageVariant, number> = {
  chat_first: 50,
  free_chat: 25,
  compatibility: 25,
};

/** The landing-page experiment: which first impression keeps visitors (route of the same name). */
export const landingPageExperimentSeed: SeedStep = {
  id: 'experiments/landing-page@1',
  run: async (tx) => {
    const [row] = await tx
      .insert(experiments)
      .values({
        key: LANDING_PAGE_EXPERIMENT,
        description: 'Landing page emphasis: chat now, the free first chat, or compatibility.',
      })
      .onConflictDoNothing()
      .returning({ id: experiments.id });
    if (row === undefined) return;
    await tx
      .insert(experimentVariants)
      .values(
        LANDING_PAGE_VARIANTS.map((key) => ({ experimentId: row.id, key, weight: WEIGHTS[key] })),
      )
      .onConflictDoNothing();
  },
};
