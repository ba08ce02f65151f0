import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../../lib/realtime/fake-socket';
import { createRealtimeDispatcher } from '../../lib/realtime/realtime-dispatcher';
import { walletKeys } from './api/wallet-query-keys';
import { useWalletBalanceEvents } from './use-wallet-balance-events';

function setup(userId: string | null) {
  const socket = new FakeSocket();
  const realtime = createRealtimeDispatcher(socket, () => undefined);
  const client = new QueryClient();
  client.setQueryData(walletKeys.balance('5'), 10_000);
  client.setQueryData(walletKeys.transactions('5', 1), { items: [] });
  const factory = () => Promise.resolve(realtime);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      useWalletBalanceEvents(userId, factory);
    },
    { wrapper },
  );
  return { socket, client, hook };
}

describe('useWalletBalanceEvents', () => {
  it('shows the pushed balance at once and marks the entry lists stale', async () => {
    const { socket, client } = setup('5');
    await waitFor(() => {
      socket.push('wallet:balance', { amount: 25_000, currency: 'INR' });
      expect(client.getQueryData(walletKeys.balance('5'))).toBe(25_000);
    });
    expect(client.getQueryState(walletKeys.transactions('5', 1))?.isInvalidated).toBe(true);
    expect(client.getQueryState(walletKeys.balance('5'))?.isInvalidated).toBe(false);
  });

  it('drops a malformed balance', async () => {
    const { socket, client } = setup('5');
    // A valid event first proves the subscription is in place before the malformed one is sent.
    await waitFor(() => {
      socket.push('wallet:balance', { amount: 11_000, currency: 'INR' });
      expect(client.getQueryData(walletKeys.balance('5'))).toBe(11_000);
    });
    socket.push('wallet:balance', { amount: -1, currency: 'INR' });
    socket.push('wallet:balance', { amount: '99' });
    expect(client.getQueryData(walletKeys.balance('5'))).toBe(11_000);
  });

  it('listens to nothing for a guest, and stops when unmounted', async () => {
    const guest = setup(null);
    guest.socket.push('wallet:balance', { amount: 1, currency: 'INR' });
    expect(guest.client.getQueryData(walletKeys.balance('5'))).toBe(10_000);

    const { socket, client, hook } = setup('5');
    await waitFor(() => {
      socket.push('wallet:balance', { amount: 12_000, currency: 'INR' });
      expect(client.getQueryData(walletKeys.balance('5'))).toBe(12_000);
    });
    hook.unmount();
    socket.push('wallet:balance', { amount: 13_000, currency: 'INR' });
    expect(client.getQueryData(walletKeys.balance('5'))).toBe(12_000);
  });
});
