import type { Page } from 'playwright-core';
import type { Language } from '@lumus/contract/constants';

/**
 * Uses the header's language switch (`data-testid="language-switch"`) whatever its form:
 * a <select>, a group holding one control per language, or a single toggle.
 */
export async function switchLanguage(page: Page, to: Language): Promise<void> {
  const control = page.getByTestId('language-switch').first();
  await control.waitFor({ state: 'visible' });
  const tagName = await control.evaluate((element) => element.tagName.toLowerCase());
  if (tagName === 'select') {
    await control.selectOption(to);
    return;
  }
  const option = control.locator(`[lang="${to}"], [hreflang="${to}"], [data-language="${to}"]`);
  if ((await option.count()) > 0) {
    await option.first().click();
    return;
  }
  await control.click();
}
