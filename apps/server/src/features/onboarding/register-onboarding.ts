import type { FastifyInstance } from 'fastify';
import { registerApplicationReviewRoutes } from './application-review-routes';
import { type OnboardingDeps, registerApplicationRoutes } from './application-routes';
import { registerConsoleProfileRoutes } from './console-profile-routes';

/** "Become a psychic": the application, its review, and the approved psychic's own profile. */
export function registerOnboarding(app: FastifyInstance, deps: OnboardingDeps): void {
  registerApplicationRoutes(app, deps);
  registerApplicationReviewRoutes(app, deps);
  registerConsoleProfileRoutes(app, deps);
}
