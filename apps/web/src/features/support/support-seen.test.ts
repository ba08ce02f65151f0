import { afterEach, describe, expect, it } from 'vitest';
import { markSupportSeen, unreadSupportCount } from './support-seen';

const answered = {
  id: 7,
  status: 'waiting_for_user' as const,
  updatedAt: '2026-11-26T10:05:00.000Z',
};
const open = { id: 8, status: 'open' as const, updatedAt: '2026-11-26T10:06:00.000Z' };

describe('unseen answers from the team', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('counts conversations the team answered last until the user looks', () => {
    expect(unreadSupportCount('42', [answered, open])).toBe(1);
    markSupportSeen('42', answered);
    expect(unreadSupportCount('42', [answered, open])).toBe(0);
  });

  it('counts a conversation again when a newer answer arrives, and per account', () => {
    markSupportSeen('42', answered);
    const later = { ...answered, updatedAt: '2026-11-26T11:00:00.000Z' };
    expect(unreadSupportCount('42', [later])).toBe(1);
    expect(unreadSupportCount('43', [answered])).toBe(1);
  });

  it('survives a damaged stored value', () => {
    localStorage.setItem('lumus.supportSeen.42', '{not json');
    expect(unreadSupportCount('42', [answered])).toBe(1);
  });
});
