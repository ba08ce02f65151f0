import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { LoginEntryProvider, useLoginEntry, type LoginFlowProps } from './login-entry';

function RequestCount() {
  const { requestCount, isLoginRequested } = useLoginEntry();
  return (
    <output aria-label="requests">
      {requestCount}:{String(isLoginRequested)}
    </output>
  );
}

function Trigger({ returnTo }: { returnTo?: string }) {
  const { requestLogin } = useLoginEntry();
  return (
    <button
      type="button"
      onClick={() => {
        requestLogin(returnTo);
      }}
    >
      sign in
    </button>
  );
}

/** What the sign-in feature will plug in; here a minimal stand-in that shows the contract. */
function FakeFlow({ open, onClose, returnTo }: LoginFlowProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Continue with phone" data-return-to={returnTo ?? 'home'}>
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  );
}

describe('login entry seam', () => {
  it('records a request and renders nothing while no flow is plugged in', async () => {
    const user = userEvent.setup();
    render(
      <LoginEntryProvider>
        <Trigger />
        <RequestCount />
      </LoginEntryProvider>,
    );
    expect(screen.getByLabelText('requests')).toHaveTextContent('0:false');
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByLabelText('requests')).toHaveTextContent('1:true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens and closes a plugged-in flow', async () => {
    const user = userEvent.setup();
    render(
      <LoginEntryProvider flow={FakeFlow}>
        <Trigger />
        <RequestCount />
      </LoginEntryProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByRole('dialog', { name: 'Continue with phone' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('requests')).toHaveTextContent('1:false');
  });

  it("is what the header's Login button calls", async () => {
    const app = renderApp('/', { loginFlow: FakeFlow });
    await screen.findByRole('heading', { level: 1, name: 'Chat with Astrologer' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await app.user.click(screen.getByTestId('login-button'));
    const dialog = screen.getByRole('dialog', { name: 'Continue with phone' });
    // On a consumer page the sign-in lands home (spec §2).
    expect(dialog).toHaveAttribute('data-return-to', 'home');
    expect(app.location()).toBe('/');
  });

  it('hands the flow where the user was going', async () => {
    const user = userEvent.setup();
    render(
      <LoginEntryProvider flow={FakeFlow}>
        <Trigger returnTo="/de/chat-with-psychic/intake-form/MTI" />
      </LoginEntryProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByRole('dialog')).toHaveAttribute(
      'data-return-to',
      '/de/chat-with-psychic/intake-form/MTI',
    );
  });

  it('leaves the app usable while no flow is plugged in', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Chat with Astrologer' });
    await app.user.click(screen.getByTestId('login-button'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.location()).toBe('/');
  });
});
