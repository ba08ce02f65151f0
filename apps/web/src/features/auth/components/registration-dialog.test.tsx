import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../auth-test-providers';
import { RegistrationDialog } from './registration-dialog';

describe('registration: one prompt, a name only', () => {
  it('asks for the name alone, focused, and sends it trimmed', async () => {
    const onSubmit = vi.fn(() => Promise.resolve<string | null>(null));
    const { user } = renderAuth(
      <RegistrationDialog onSubmit={onSubmit} onClose={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Lumus!' });
    const input = screen.getByLabelText('What should we call you?');
    await vi.waitFor(() => {
      expect(input).toHaveFocus();
    });
    // No birth details here: no gender, date, time or free-text place.
    expect(dialog.querySelectorAll('input')).toHaveLength(1);
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    await user.type(input, '  Asha  {Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ name: 'Asha' });
  });

  it('shows the reason of a refusal until the name is changed, in German too', async () => {
    const { user } = renderAuth(
      <RegistrationDialog
        onSubmit={() => Promise.resolve('Schon registriert.')}
        onClose={() => undefined}
      />,
      '/de',
    );
    expect(screen.getByRole('dialog', { name: 'Willkommen bei Lumus!' })).toBeInTheDocument();
    const input = screen.getByLabelText('Wie sollen wir dich nennen?');
    await user.type(input, 'Lena{Enter}');
    expect(await screen.findByText('Schon registriert.')).toBeInTheDocument();
    await user.type(input, 'a');
    expect(screen.getByTestId('registration-error')).toHaveTextContent('');
  });
});
