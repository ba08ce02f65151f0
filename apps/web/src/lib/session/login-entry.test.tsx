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

function Trigger() {
  return (
    <button type="button" onClick={useLoginEntry().requestLogin}>
      sign in
    </button>
  );
}

/** What the sign-in feature will plug in; here a minimal stand-in that shows the contract. */
function FakeFlow({ open, onClose }: LoginFlowProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Continue with phone">
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
    expect(screen.getByRole('dialog', { name: 'Continue with phone' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });

  it('leaves the app usable while no flow is plugged in', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Chat with Astrologer' });
    await app.user.click(screen.getByTestId('login-button'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.location()).toBe('/');
  });
});
