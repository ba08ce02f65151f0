import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Serious and critical WCAG A/AA findings of axe on the page as it settles. A card fading in is
 * half transparent, and axe would measure the contrast of that frame; live presence can bring a
 * new card in at any moment. So motion is switched off the way a visitor who asks for reduced
 * motion has it (our fade-ins are `motion-safe:` only), and running finite animations are let
 * finish (looping ones, like a pulsing online dot, are not waited for).
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
