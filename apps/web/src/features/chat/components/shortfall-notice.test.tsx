import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../payments/components/render-in-language';
import { ShortfallNotice } from './shortfall-notice';

const shortfall = { requiredAmount: 25_000, balance: 7_550, shortfall: 17_450 };

describe('ShortfallNotice', () => {
  it('says how much is missing and links to the price list', async () => {
    renderInLanguage(
      <ShortfallNotice
        shortfall={shortfall}
        priceListHref="/add-wallet-money/price-list?returnTo=%2Fchat-with-psychic%2Fintake-form%2FMTI"
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A chat needs at least ₹250 in your wallet. You have ₹75.50.',
    );
    expect(screen.getByTestId('intake-shortfall-amount')).toHaveTextContent(
      'Add at least ₹174.50 to start.',
    );
    expect(screen.getByRole('link', { name: 'Recharge wallet' })).toHaveAttribute(
      'href',
      '/add-wallet-money/price-list?returnTo=%2Fchat-with-psychic%2Fintake-form%2FMTI',
    );
  });

  it('writes German amounts under /de', async () => {
    renderInLanguage(<ShortfallNotice shortfall={shortfall} priceListHref="/de/x" />, 'de');
    expect(await screen.findByTestId('intake-shortfall-amount')).toHaveTextContent(
      'Lade mindestens 174,50 ₹ auf, um zu starten.',
    );
    expect(screen.getByRole('link', { name: 'Wallet aufladen' })).toBeInTheDocument();
  });
});
