import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { type SupportDraft, SupportReplyForm } from './support-reply-form';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function renderForm(
  onSend: (draft: SupportDraft) => Promise<unknown>,
  { language = 'en', maxBytes = 1024 }: { language?: 'en' | 'de'; maxBytes?: number } = {},
) {
  // The browser's own `accept` filter is only a hint (a computer offers "All files"), so the
  // form's check is what meets a wrong file.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <MemoryRouter initialEntries={[language === 'de' ? '/de/support/1' : '/support/1']}>
        <SupportReplyForm
          testId="reply"
          label={language === 'de' ? 'Deine Nachricht' : 'Your message'}
          submitLabel={language === 'de' ? 'Senden' : 'Send'}
          pending={false}
          failure={null}
          imageMaxBytes={maxBytes}
          onSend={onSend}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return user;
}

const fileInput = () => screen.getByTestId('support-image-input');

describe('attaching an image to a support message', () => {
  let made = 0;
  const revoked: string[] = [];
  beforeEach(() => {
    made = 0;
    revoked.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(
      () => `blob:preview-${String((made += 1))}`,
    );
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
      revoked.push(url);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('previews the chosen image, sends it alone or with text, then empties the box', async () => {
    const sent: SupportDraft[] = [];
    const user = renderForm((draft) => {
      sent.push(draft);
      return Promise.resolve();
    });
    const photo = new File([PNG_BYTES], 'receipt.png', { type: 'image/png' });
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(
      screen.getByText('A photo or screenshot: JPEG, PNG or WebP, at most 1 KB.'),
    ).toBeVisible();

    await user.upload(fileInput(), photo);
    const preview = screen.getByRole('img', { name: 'The image you are about to send' });
    expect(preview.getAttribute('src')).toMatch(/^blob:preview-/);
    expect(screen.getByRole('button', { name: 'Choose another image' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => {
      expect(screen.queryByTestId('support-image-preview')).toBeNull();
    });
    expect(sent).toEqual([{ text: '', image: photo }]);
    // The preview's URL is let go with it.
    expect(revoked).toContain(preview.getAttribute('src'));

    await user.type(screen.getByLabelText('Your message'), 'This is the charge.');
    await user.upload(fileInput(), photo);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(sent).toHaveLength(2);
    });
    expect(sent[1]).toEqual({ text: 'This is the charge.', image: photo });
    await waitFor(() => {
      expect(screen.getByLabelText('Your message')).toHaveValue('');
    });
  });

  it('refuses another type or a too big file with a reason, and a removed image is not sent', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    const user = renderForm(onSend);
    await user.upload(fileInput(), new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file cannot be sent: please choose a JPEG, PNG or WebP image.',
    );
    // The file was wrong, not the text.
    expect(screen.getByLabelText('Your message')).not.toHaveAttribute('aria-invalid');
    await user.upload(
      fileInput(),
      new File([new Uint8Array(3000)], 'big.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This image is 2.9 KB; an image can be at most 1 KB.',
    );
    await user.upload(fileInput(), new File([], 'empty.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This file is empty');
    expect(screen.queryByTestId('support-image-preview')).toBeNull();

    await user.upload(fileInput(), new File([PNG_BYTES], 'ok.webp', { type: 'image/webp' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove the image' }));
    expect(screen.queryByTestId('support-image-preview')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a message or add an image.');
    expect(screen.getByLabelText('Your message')).toHaveAttribute('aria-invalid', 'true');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the image when sending fails, and speaks German under /de', async () => {
    const user = renderForm(() => Promise.reject(new Error('offline')), {
      language: 'de',
      maxBytes: 5 * 1024 * 1024,
    });
    expect(
      screen.getByText('Ein Foto oder Screenshot: JPEG, PNG oder WebP, höchstens 5 MB.'),
    ).toBeVisible();
    await user.upload(
      fileInput(),
      new File([new Uint8Array(6 * 1024 * 1024 + 300_000)], 'gross.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dieses Bild ist 6,3 MB groß; ein Bild darf höchstens 5 MB groß sein.',
    );
    await user.upload(fileInput(), new File([PNG_BYTES], 'foto.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(
      await screen.findByRole('img', { name: 'Das Bild, das du gleich sendest' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bild entfernen' })).toBeEnabled();
  });
});
