import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCatalogue } from '../catalogue-test-providers';
import { PsychicListPage } from './psychic-list-page';

// Offline, the browser's fetch fails at once with a TypeError; nothing here answers for the server.
const offlineFetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));

beforeEach(() => {
  offlineFetch.mockClear();
  vi.stubGlobal('fetch', offlineFetch);
  onlineManager.setOnline(false);
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe('psychic list offline', () => {
  it('shows a readable error with Retry instead of loading for ever, and Retry asks again', async () => {
    const { user } = renderCatalogue(<PsychicListPage />, {
      path: '/chat-with-psychic?online=1',
    });
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your connection');
    expect(screen.queryByText('Loading psychics…')).toBeNull();
    const calls = offlineFetch.mock.calls.length;
    // Offline nothing is retried behind the visitor's back: one attempt, then the error.
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => {
      expect(offlineFetch.mock.calls.length).toBe(calls + 1);
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('says so in German', async () => {
    renderCatalogue(<PsychicListPage />, { path: '/de/chat-with-psychic' });
    expect(await screen.findByText('Die Liste konnte nicht geladen werden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
