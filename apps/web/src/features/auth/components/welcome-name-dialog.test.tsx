import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../auth-test-providers';
import { WelcomeNameDialog } from './welcome-name-dialog';

function setup(onSubmit: (name: string) => Promise<void>) {
  const onClose = vi.fn();
  const submit = vi.fn(onSubmit);
  const view = renderAuth(<WelcomeNameDialog onSubmit={submit} onClose={onClose} />);
  return { ...view, onClose, submit };
}

describe('welcome name modal', () => {
  it('uses the login_name_input texts, focuses the input and disables an empty submit', async () => {
    const { user, submit } = setup(() => Promise.resolve());
    expect(screen.getByRole('dialog', { name: 'Welcome to Lumus!' })).toBeInTheDocument();
    const input = screen.getByLabelText('What should we call you?');
    expect(input).toHaveAttribute('placeholder', 'First Name');
    await vi.waitFor(() => {
      expect(input).toHaveFocus();
    });
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await user.type(input, '   ');
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and closes', async () => {
    const { user, submit, onClose } = setup(() => Promise.resolve());
    await user.type(screen.getByLabelText('What should we call you?'), '  Mira  {Enter}');
    expect(submit).toHaveBeenCalledExactlyOnceWith('Mira');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes even when saving fails, logging the error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onClose } = setup(() => Promise.reject(new Error('offline')));
    await user.type(screen.getByLabelText('What should we call you?'), 'Mira');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(1);
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
