import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../../payments/components/render-in-language';
import { MessageComposer } from './message-composer';

describe('message composer', () => {
  it('sends on Enter, keeps Shift+Enter as a new line, and clears the field', async () => {
    const onSend = vi.fn();
    const onTyping = vi.fn();
    renderInLanguage(<MessageComposer onSend={onSend} onTyping={onTyping} />);
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'First line{Shift>}{Enter}{/Shift}second');
    expect(onSend).not.toHaveBeenCalled();
    expect(onTyping).toHaveBeenCalled();
    await userEvent.type(field, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond');
    expect(field).toHaveValue('');
  });

  it('does not send blank text; the button is labelled and disabled until there is text', async () => {
    const onSend = vi.fn();
    renderInLanguage(<MessageComposer onSend={onSend} />, 'de');
    const field = await screen.findByRole('textbox', { name: 'Deine Nachricht' });
    const button = screen.getByRole('button', { name: 'Nachricht senden' });
    expect(button).toBeDisabled();
    await userEvent.type(field, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(field, 'Hallo');
    await userEvent.click(button);
    expect(onSend).toHaveBeenCalledWith('   Hallo');
  });

  it('shows the reconnecting note instead of the keyboard hint', async () => {
    renderInLanguage(<MessageComposer onSend={vi.fn()} note="Connection lost." />);
    expect(await screen.findByText('Connection lost.')).toBeInTheDocument();
    expect(screen.queryByText(/Enter sends/)).toBeNull();
  });
});
