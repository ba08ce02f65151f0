import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../auth-test-providers';
import { VerifyPhoneDialog, type ResendResult } from './verify-phone-dialog';

afterEach(() => {
  vi.useRealTimers();
});

function setup(
  options: {
    otpLength?: number;
    resendLeft?: number;
    onSubmit?: (code: string) => Promise<string | null>;
    onResend?: () => Promise<ResendResult>;
    fakeTimers?: boolean;
  } = {},
) {
  const onSubmit = vi.fn(options.onSubmit ?? (() => Promise.resolve<string | null>(null)));
  const onResend = vi.fn(options.onResend ?? (() => Promise.resolve<ResendResult>(null)));
  const onBack = vi.fn();
  const view = renderAuth(
    <VerifyPhoneDialog
      fullNumber="+91 9876543210"
      otpLength={options.otpLength ?? 4}
      resendLeft={options.resendLeft ?? 5}
      onSubmit={onSubmit}
      onResend={onResend}
      onBack={onBack}
      onClose={() => undefined}
    />,
    '/',
    { fakeTimers: options.fakeTimers ?? false },
  );
  const boxes = () => screen.getAllByTestId('code-box');
  const values = () => boxes().map((box) => (box as HTMLInputElement).value);
  return { ...view, onSubmit, onResend, onBack, boxes, values };
}

async function tick(seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
  }
}

/** A click whose async handler settles before the assertions (fake timers rule out userEvent). */
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
    await Promise.resolve();
  });
}

describe('Verify Phone', () => {
  it('shows the number and one box per digit, Continue disabled until all are filled', async () => {
    const { boxes, user } = setup({ otpLength: 6 });
    expect(screen.getByText('OTP sent to')).toHaveTextContent('OTP sent to +91 9876543210');
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12345');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('takes digits only, advances, and submits once all boxes are filled', async () => {
    const { boxes, values, user, onSubmit } = setup();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('1a2');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('34');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('1234');
  });

  it('starts with focus on the first box, which offers one-time-code autofill for the whole code', async () => {
    const { boxes, values, onSubmit } = setup();
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    // Autofill writes the whole code into the focused box at once.
    await act(async () => {
      fireEvent.change(boxes()[0] as HTMLElement, { target: { value: '4821' } });
      await Promise.resolve();
    });
    expect(values()).toEqual(['4', '8', '2', '1']);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('4821');
  });

  it('empties the boxes and refocuses the first after a wrong code; a keystroke clears the error', async () => {
    const { boxes, values, user } = setup({
      onSubmit: () => Promise.resolve('The code is wrong.'),
    });
    await user.keyboard('1234');
    expect(await screen.findByText('The code is wrong.')).toBeInTheDocument();
    expect(values()).toEqual(['', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('5');
    expect(values()).toEqual(['5', '', '', '']);
    expect(screen.getByTestId('otp-error')).toHaveTextContent('');
  });

  it('removes one digit per Backspace and moves back', async () => {
    const { boxes, values, user } = setup();
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['', '', '', '']);
  });

  it('offers "Change number" before the countdown ends', async () => {
    const { onBack, user } = setup();
    expect(screen.queryByTestId('otp-back')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('submits on Enter only when complete and not already in flight', async () => {
    let finish: (value: string | null) => void = () => undefined;
    const { boxes, user, onSubmit } = setup({
      onSubmit: () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('34');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish('wrong');
      await Promise.resolve();
    });
    // The wrong code emptied the boxes, so Enter has nothing to submit until a new code is in.
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.keyboard('5678');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith('5678');
  });

  it('counts down from 52 s, then offers resend and the back arrow; resend restarts at 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { values, onResend, onBack, boxes } = setup({ fakeTimers: true });
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('Resend OTP in 52 s');
    expect(screen.queryByTestId('otp-back')).toBeNull();
    await tick(1);
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('Resend OTP in 51 s');
    await tick(50);
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('Resend OTP in 1 s');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await tick(1);
    expect(screen.queryByTestId('resend-countdown')).toBeNull();
    expect(screen.getByTestId('otp-back')).toBeInTheDocument();

    fireEvent.change(boxes()[0] as HTMLElement, { target: { value: '1' } });
    fireEvent.change(boxes()[1] as HTMLElement, { target: { value: '2' } });
    expect(values()).toEqual(['1', '2', '', '']);
    await click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('Resend OTP in 60 s');
    expect(values()).toEqual(['', '', '', '']);
    expect(screen.queryByTestId('otp-back')).toBeNull();
    await tick(60);
    await click(screen.getByTestId('otp-back'));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('offers no resend when none is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    setup({ resendLeft: 0, fakeTimers: true });
    await tick(52);
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    expect(screen.getByTestId('otp-back')).toBeInTheDocument();
  });

  it('hides the resend section and shows the reason when a resend fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    setup({
      onResend: () => Promise.resolve('Too many codes for this number.'),
      fakeTimers: true,
    });
    await tick(52);
    await click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(screen.getByTestId('otp-error')).toHaveTextContent('Too many codes for this number.');
    expect(screen.queryByTestId('resend-area')).toBeNull();
  });
});
