import { matchMakingCall } from '@lumus/contract/astrology/match-making';
import { birthDetailListCall } from '@lumus/contract/astrology/birth-details';
import type { Page } from 'playwright-core';
import { describe, type ExpectStatic } from 'vitest';
import { seriousAxeViolations } from '../lib/axe-violations';
import { e2eTest } from '../lib/e2e-test';
import { callApi, signInByApi } from './chat-helpers';

const UI_TIMEOUT_MS = 15_000;

interface Person {
  name: string;
  gender: 'Male' | 'Female';
  date: string;
  time: string;
  typed: string;
  place: string;
}

/** Fills the add-person form, choosing the place from the type-ahead; ends on the new chart. */
async function addPerson(
  expect: ExpectStatic,
  page: Page,
  person: Person,
  pick: 'click' | 'keyboard',
) {
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Gender').selectOption({ label: person.gender });
  await page.getByLabel('Date of birth').fill(person.date);
  await page.getByLabel('Time of birth').fill(person.time);
  const place = page.getByRole('combobox', { name: 'Place of birth' });
  await place.pressSequentially(person.typed, { delay: 40 });
  // The answer for the whole typed text, not an earlier keystroke's: its count is announced.
  await page
    .getByRole('status')
    .filter({ hasText: /places? found/ })
    .waitFor({
      state: 'attached',
      timeout: UI_TIMEOUT_MS,
    });
  const option = page.getByRole('option').filter({ hasText: person.place }).first();
  await option.waitFor({ timeout: UI_TIMEOUT_MS });
  if (pick === 'click') {
    await option.click();
  } else {
    await place.press('ArrowDown');
    await page
      .locator('[role=option][aria-selected=true]')
      .filter({ hasText: person.place })
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await place.press('Enter');
  }
  await expect.poll(() => place.inputValue()).toContain(person.place);
  await page.getByRole('button', { name: 'Save and cast the chart' }).click();
  await page.waitForURL(/\/kundli\/\d+$/, { timeout: UI_TIMEOUT_MS });
  await page.getByRole('heading', { level: 1, name: person.name }).waitFor();
}

describe('kundli and match-making', () => {
  e2eTest(
    'two people added with the place search, both charts shown, matched out of 36',
    async ({ baseUrl, openPage, expect }) => {
      const session = await signInByApi(baseUrl, '9000000701');
      const page = await openPage({ viewport: 'phone', localStorage: session.storage });

      // The way in: the compatibility page invites to the kundli.
      await page.goto('/compatibility');
      await page.getByRole('link', { name: 'Kundli', exact: true }).click();
      await page.waitForURL(/\/kundli$/);
      await page.getByText('No one saved yet. Start with yourself.').waitFor();

      await addPerson(
        expect,
        page,
        {
          name: 'Ravi',
          gender: 'Male',
          date: '1990-05-17',
          time: '06:45',
          typed: 'mumb',
          place: 'Mumbai',
        },
        'click',
      );
      await page
        .getByText(/Born .* at 06:45 \(UTC\+05:30\) in Mumbai, Maharashtra, India/)
        .waitFor();
      for (const chart of ['north-indian-chart', 'south-indian-chart']) {
        // The birth chart comes first; the divisional charts below it use the same drawings.
        const birthChart = page.getByTestId(chart).first();
        expect(await birthChart.isVisible()).toBe(true);
        // Ascendant mark plus nine planets, all written in the chart.
        const text = (await birthChart.textContent()) ?? '';
        for (const mark of ['Asc', 'Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke']) {
          expect(text).toContain(mark);
        }
      }
      expect(await page.getByTestId('planet-table').locator('tbody tr').count()).toBe(10);
      expect(await page.getByTestId('kundli-summary').textContent()).toContain('Moon sign (Rashi)');
      // The chart fits the phone's width.
      const box = await page.getByTestId('north-indian-chart').first().boundingBox();
      expect(box?.width ?? 999).toBeLessThanOrEqual(390);

      await page.getByRole('link', { name: 'All saved people' }).click();
      await page.waitForURL(/\/kundli$/);
      await addPerson(
        expect,
        page,
        {
          name: 'Meera',
          gender: 'Female',
          date: '1994-11-21',
          time: '17:05',
          typed: 'koln',
          place: 'Köln',
        },
        'keyboard',
      );
      // Winter in Cologne: UTC+01:00 from the time-zone database.
      await page
        .getByText(/at 17:05 \(UTC\+01:00\) in Köln, North Rhine-Westphalia, Germany/)
        .waitFor();
      await page.getByTestId('south-indian-chart').first().waitFor();

      await page.getByRole('link', { name: 'Match two people' }).click();
      await page.waitForURL(/\/match-making$/);
      await page.getByLabel('Boy (groom)').selectOption({ label: 'Ravi' });
      await page.getByLabel('Girl (bride)').selectOption({ label: 'Meera' });
      await page.getByRole('button', { name: 'Match the charts' }).click();
      await page.getByTestId('match-report').waitFor({ timeout: UI_TIMEOUT_MS });

      const people = await callApi(session, birthDetailListCall, {});
      const ravi = people.find((person) => person.name === 'Ravi');
      const meera = people.find((person) => person.name === 'Meera');
      if (ravi === undefined || meera === undefined) throw new Error('Ravi or Meera not saved');
      const report = await callApi(session, matchMakingCall, { boyId: ravi.id, girlId: meera.id });
      const total = new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(report.total);
      expect(await page.getByTestId('match-total').textContent()).toBe(`${total} of 36`);
      expect(await page.getByTestId('koota-table').locator('tbody tr').count()).toBe(8);
      expect(await page.getByTestId('manglik').textContent()).toMatch(/Manglik: Mars in house/);
      expect(await page.getByTestId('match-verdict').textContent()).toMatch(
        /^(Not recommended|Average|Good|Excellent)$/,
      );
      // The report, its verdict chip included, reads with enough contrast.
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});
