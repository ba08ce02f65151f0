import { COUNTRIES } from '@lumus/contract/countries.generated';
import type { Country } from '@lumus/contract/country';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../auth-test-providers';
import { india } from '../phone/countries';
import { PhoneLoginDialog } from './phone-login-dialog';

function Harness({ onSubmit }: { onSubmit: () => Promise<string | null> }) {
  const [country, setCountry] = useState<Country>(india());
  const [mobile, setMobile] = useState('');
  return (
    <PhoneLoginDialog
      country={country}
      mobile={mobile}
      onCountryChange={setCountry}
      onMobileChange={setMobile}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />
  );
}

function setup(onSubmit = vi.fn(() => Promise.resolve<string | null>(null))) {
  const view = renderAuth(<Harness onSubmit={onSubmit} />);
  return { ...view, onSubmit, input: () => screen.getByPlaceholderText('Enter mobile no.') };
}

describe('phone popup', () => {
  it('shows the spec texts and links', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Continue with phone' })).toBeInTheDocument();
    expect(screen.getByTestId('code-notice')).toHaveTextContent('4-digit');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-condition',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policies',
    );
  });

  it('focuses the phone input after 150 ms', async () => {
    setup();
    await vi.waitFor(() => {
      expect(screen.getByPlaceholderText('Enter mobile no.')).toHaveFocus();
    });
  });

  it('needs exactly 10 digits for +91 and clears the error on typing', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input(), '98765');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(screen.getByTestId('phone-error')).toHaveTextContent(
      'Mobile Number should be exact 10 digits.',
    );
    await user.type(input(), '4');
    expect(screen.getByTestId('phone-error')).toHaveTextContent('');
    await user.type(input(), '32109{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input());
    await user.type(input(), '98a76-54 3210');
    expect(input()).toHaveValue('9876543210');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('needs at least 3 digits elsewhere, and shows the send error it is given', async () => {
    const { user, input } = setup(vi.fn(() => Promise.resolve('Too many codes')));
    await user.click(screen.getByTestId('country-button'));
    await user.type(screen.getByPlaceholderText('Search country...'), 'de');
    await user.click(screen.getByRole('option', { name: /Germany/ }));
    expect(screen.getByTestId('dial-code')).toHaveTextContent('+49');
    await user.type(input(), '12{Enter}');
    expect(screen.getByTestId('phone-error')).toHaveTextContent('Enter Valid Phone Number.');
    await user.type(input(), '3{Enter}');
    expect(await screen.findByText('Too many codes')).toBeInTheDocument();
  });

  it('searches countries by name, code in any case and dial code; says when none match', async () => {
    const { user, input } = setup();
    // The phone input takes focus 150 ms after opening; wait for it so it cannot steal the typing.
    await vi.waitFor(() => {
      expect(input()).toHaveFocus();
    });
    await user.click(screen.getByTestId('country-button'));
    const search = screen.getByPlaceholderText('Search country...');
    const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
    expect(options()).toHaveLength(COUNTRIES.length);
    await user.type(search, 'Österreich');
    expect(options().map((option) => option.dataset['code'])).toEqual(['AT']);
    await user.clear(search);
    await user.type(search, 'nZ');
    expect(options().map((option) => option.dataset['code'])).toContain('NZ');
    await user.clear(search);
    await user.type(search, '+49');
    expect(options().map((option) => option.dataset['code'])).toEqual(['DE']);
    await user.clear(search);
    await user.type(search, 'qqqq');
    expect(screen.getByText('no countries found')).toBeInTheDocument();
  });

  it('closes the dropdown on an outside click and on Escape, keeping the dialog', async () => {
    const { user, input } = setup();
    // Let the delayed focus of the phone input happen first, so it cannot steal the search box's.
    await vi.waitFor(() => {
      expect(input()).toHaveFocus();
    });
    await user.click(screen.getByTestId('country-button'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByTestId('code-notice'));
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByTestId('country-button'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not submit again while a send is in flight', async () => {
    let finish: (value: string | null) => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<string | null>((resolve) => {
          finish = resolve;
        }),
    );
    const { user, input } = setup(onSubmit);
    await user.type(input(), '9876543210{Enter}');
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish(null);
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
  });
});
