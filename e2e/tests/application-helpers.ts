import type { Page } from 'playwright-core';
import { UI_TIMEOUT_MS } from './auth-helpers';

/** Real (tiny) files: the server reads what they are from their first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

export type Application = Readonly<{
  name: string;
  about: string;
  speciality: string;
  years: string;
  price: string;
  sample: string;
}>;

/**
 * Fills /become-a-psychic on a signed-in page with an ID document and a photo, accepts the
 * agreement and submits; resolves once the page shows the application as submitted (the status
 * element's `data-status`, for the caller to check).
 */
export async function submitApplication(
  page: Page,
  application: Application,
): Promise<string | null> {
  await page.goto('/become-a-psychic');
  const form = page.getByTestId('application-form');
  await form.waitFor({ timeout: UI_TIMEOUT_MS });
  await form.getByLabel('Display name').fill(application.name);
  await form.getByLabel('About you').fill(application.about);
  await form.getByRole('checkbox', { name: application.speciality }).check();
  await form.getByRole('checkbox', { name: 'English' }).check();
  await form.getByLabel('Years of experience').fill(application.years);
  await form.getByLabel('Proposed price per minute (₹)').fill(application.price);
  await form.getByLabel(/^Sample question/).fill(application.sample);
  await form
    .getByLabel('ID document')
    .setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await form.getByText('Uploaded.').nth(1).waitFor({ timeout: UI_TIMEOUT_MS });
  await form.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  const status = page.getByTestId('application-status');
  await status.waitFor({ timeout: UI_TIMEOUT_MS });
  return status.getAttribute('data-status');
}
