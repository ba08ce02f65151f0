import { describe, expect, it } from 'vitest';
import { holdUpdates, offerUpdate, updateOfferShown, dismissUpdate } from './update-state';

describe('the new-version offer', () => {
  it('shows only when a version waits, no chat runs, and it was not put off', () => {
    expect(updateOfferShown({ ready: false, holds: 0, dismissed: false })).toBe(false);
    expect(updateOfferShown({ ready: true, holds: 0, dismissed: false })).toBe(true);
    expect(updateOfferShown({ ready: true, holds: 1, dismissed: false })).toBe(false);
    expect(updateOfferShown({ ready: true, holds: 0, dismissed: true })).toBe(false);
  });
});

describe('holding the offer during chats', () => {
  it('counts each running chat and releases each once', async () => {
    const { useUpdateOffer } = await import('./update-state');
    const { renderHook, act } = await import('@testing-library/react');
    const { result } = renderHook(() => useUpdateOffer());
    const release = holdUpdates();
    const second = holdUpdates();
    act(() => {
      offerUpdate({} as ServiceWorker);
    });
    expect(result.current).toBe(false);
    act(() => {
      release();
      release();
    });
    // The second chat still runs.
    expect(result.current).toBe(false);
    act(() => {
      second();
    });
    expect(result.current).toBe(true);
    act(() => {
      dismissUpdate();
    });
    expect(result.current).toBe(false);
    // A newer version asks again.
    act(() => {
      offerUpdate({} as ServiceWorker);
    });
    expect(result.current).toBe(true);
  });
});
