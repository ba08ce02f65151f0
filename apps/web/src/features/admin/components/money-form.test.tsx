import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { MoneyForm, type MoneyRequest, type MoneyWords } from './money-form';

// The form through its props: `send` is where the caller talks to the server, tested for real
// by the server's support tests and support.e2e.

const words: MoneyWords = {
  title: 'Goodwill credit',
  amount: 'Amount',
  reason: 'Reason',
  submit: 'Credit…',
  question: (amount) => `Credit ${amount} to Lena?`,
  confirm: (amount) => `Yes, credit ${amount}`,
  done: (amount) => `${amount} credited.`,
};

function renderForm(currency: 'INR' | 'EUR', path = '/admin') {
  const send = vi.fn((request: MoneyRequest) =>
    Promise.resolve({ given: request.amount, max: 500 - request.amount }),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={createI18n(path.startsWith('/de') ? 'de' : 'en')}>
          <MoneyForm
            testId="goodwill-form"
            words={words}
            currency={currency}
            max={500}
            unavailable={null}
            send={send}
          />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { send, user: userEvent.setup() };
}

describe('a money form', () => {
  it('offers, checks and confirms the amount in its own currency, sending minor units', async () => {
    const { send, user } = renderForm('EUR');
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveValue('5.00');
    await user.clear(amount);
    await user.type(amount, '5.01');
    await user.type(screen.getByLabelText('Reason'), 'The chat froze');
    await user.click(screen.getByRole('button', { name: 'Credit…' }));
    expect(await screen.findByText('Enter an amount above 0 and at most €5.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(screen.getByRole('button', { name: 'Credit…' }));
    expect(await screen.findByText('Credit €3 to Lena?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, credit €3' }));
    expect(await screen.findByText('€3 credited.')).toBeVisible();
    expect(send.mock.calls.map(([request]) => request)).toMatchObject([
      { amount: 300, reason: 'The chat froze' },
    ]);
  });

  it('writes rupees the German way on a German page', async () => {
    const { user } = renderForm('INR', '/de/admin');
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '5,50');
    await user.click(screen.getByRole('button', { name: 'Credit…' }));
    expect(
      await screen.findByText('Gib einen Betrag über 0 und höchstens 5,00 ₹ ein.'),
    ).toBeVisible();
  });
});
