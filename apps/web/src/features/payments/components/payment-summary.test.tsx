import { quotePayment } from '@lumus/contract/payments/payment-quote';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previewQuote } from './checkout-form';
import { PaymentSummary } from './payment-summary';
import { renderInLanguage } from './render-in-language';

const priceList = {
  packs: [
    {
      id: 4,
      amount: 50_000,
      bonusPercent: 50,
      bonusAmount: 25_000,
      regularBonusPercent: 10,
      isPopular: true,
    },
  ],
  isFirstRecharge: true,
  taxBasisPoints: 1800,
  currency: 'INR' as const,
  minAmount: 100,
  maxAmount: 10_000_000,
};

describe('PaymentSummary', () => {
  it('shows amount, 18 % GST, total, bonus and the wallet credit in rupees', () => {
    const quote = previewQuote({ packId: 4 }, priceList);
    if (quote === null) throw new Error('pack 4 must be priced');
    renderInLanguage(<PaymentSummary quote={quote} taxBasisPoints={1800} />);
    expect(screen.getByTestId('summary-amount')).toHaveTextContent('₹500.00');
    expect(screen.getByText('GST (18%)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('₹90.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹590.00');
    expect(screen.getByTestId('summary-bonus')).toHaveTextContent('+₹250.00');
    expect(screen.getByTestId('summary-wallet-gets')).toHaveTextContent('₹750.00');
    expect(screen.queryByTestId('summary-charged-inr')).toBeNull();
  });

  it('rounds paise like checkout does and writes German numbers under /de', () => {
    // ₹12,345.67 at 18 %: tax 2,222.2206 -> ₹2,222.22; total ₹14,567.89.
    const quote = quotePayment({ amountMinor: 1_234_567, bonusPercent: 0, taxBasisPoints: 1800 });
    renderInLanguage(<PaymentSummary quote={quote} taxBasisPoints={1800} />, 'de');
    expect(screen.getByTestId('summary-amount')).toHaveTextContent('₹12.345,67');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('₹2.222,22');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹14.567,89');
    expect(screen.getByText('Zu zahlen')).toBeInTheDocument();
  });

  it('shows a foreign user their currency and says what is charged in rupees', () => {
    const quote = quotePayment({ amountMinor: 88_000, bonusPercent: 0, taxBasisPoints: 1800 });
    renderInLanguage(<PaymentSummary quote={quote} taxBasisPoints={1800} />, 'en', {
      symbol: '$',
      conversionFactor: 8_800,
      isoCode: 'USD',
    });
    expect(screen.getByTestId('summary-amount')).toHaveTextContent('$10.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$11.80');
    expect(screen.getByTestId('summary-charged-inr')).toHaveTextContent(
      'Charged in Indian rupees: ₹1,038.40.',
    );
  });

  it('prices only packs and amounts the price list offers', () => {
    expect(previewQuote({ packId: 99 }, priceList)).toBeNull();
    expect(previewQuote({ amount: 99 }, priceList)).toBeNull();
    expect(previewQuote({ amount: 10_000_001 }, priceList)).toBeNull();
    expect(previewQuote({ amount: 10_000 }, priceList)).toEqual({
      amountMinor: 10_000,
      bonusMinor: 0,
      taxMinor: 1_800,
      totalMinor: 11_800,
    });
  });
});
