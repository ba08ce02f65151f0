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
  taxMode: 'exclusive' as const,
  market: 'IN',
  currency: 'INR' as const,
  minAmount: 100,
  maxAmount: 10_000_000,
};

describe('PaymentSummary', () => {
  it('shows amount, 18 % GST, total, bonus and the wallet credit in rupees', () => {
    const quote = previewQuote({ packId: 4 }, priceList);
    if (quote === null) throw new Error('pack 4 must be priced');
    renderInLanguage(<PaymentSummary quote={quote} taxBasisPoints={1800} taxMode="exclusive" />);
    expect(screen.getByTestId('summary-amount')).toHaveTextContent('₹500');
    expect(screen.getByText('GST (18%)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('₹90');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹590');
    expect(screen.getByTestId('summary-bonus')).toHaveTextContent('+₹250');
    expect(screen.getByTestId('summary-wallet-gets')).toHaveTextContent('₹750');
  });

  it('rounds paise like checkout does', () => {
    // ₹12,345.67 at 18 %: tax 2,222.2206 -> ₹2,222.22; total ₹14,567.89.
    const quote = quotePayment({ amountMinor: 1_234_567, bonusPercent: 0, taxBasisPoints: 1800 });
    renderInLanguage(<PaymentSummary quote={quote} taxBasisPoints={1800} taxMode="exclusive" />);
    expect(screen.getByTestId('summary-amount')).toHaveTextContent('₹12,345.67');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('₹2,222.22');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹14,567.89');
  });

  it('shows a German euro top-up with the VAT included, in German, without ₹ or GST', () => {
    // €10 incl. 19 % VAT: net €8.40, VAT €1.60, total €10.
    const quote = quotePayment({
      amountMinor: 1_000,
      bonusPercent: 10,
      taxBasisPoints: 1900,
      taxMode: 'inclusive',
    });
    const { container } = renderInLanguage(
      <PaymentSummary quote={quote} taxBasisPoints={1900} taxMode="inclusive" />,
      'de',
      { symbol: '€', conversionFactor: 100, isoCode: 'EUR' },
    );
    expect(screen.getByTestId('summary-amount')).toHaveTextContent('8,40 €');
    expect(screen.getByText('MwSt. (19 %, enthalten)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('1,60 €');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('10,00 €');
    expect(screen.getByTestId('summary-wallet-gets')).toHaveTextContent('11,00 €');
    expect(screen.getByText('Zu zahlen')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/₹|GST|Rupien/);
  });

  it('prices only packs and amounts the price list offers', () => {
    expect(previewQuote({ packId: 99 }, priceList)).toBeNull();
    expect(previewQuote({ amount: 99 }, priceList)).toBeNull();
    expect(previewQuote({ amount: 10_000_001 }, priceList)).toBeNull();
    expect(previewQuote({ amount: 10_000 }, priceList)).toEqual({
      amountMinor: 10_000,
      bonusMinor: 0,
      netMinor: 10_000,
      taxMinor: 1_800,
      totalMinor: 11_800,
    });
  });
});
