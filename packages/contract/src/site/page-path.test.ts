import { describe, expect, it } from 'vitest';
import { lowerCaseProfileUrl, profileSlugOf } from './page-path';

describe('profile URLs', () => {
  it('finds the slug of a profile URL in either language', () => {
    expect(profileSlugOf('/profile/lena-hoffmann')).toBe('lena-hoffmann');
    expect(profileSlugOf('/de/profile/lena-hoffmann?ref=x')).toBe('lena-hoffmann');
    expect(profileSlugOf('/profile')).toBeNull();
    expect(profileSlugOf('/chat-with-psychic')).toBeNull();
  });

  it('sends a slug with capitals on to its lower-case address, query and prefix kept', () => {
    expect(lowerCaseProfileUrl('/profile/Lena-Hoffmann')).toBe('/profile/lena-hoffmann');
    expect(lowerCaseProfileUrl('/de/profile/LENA-HOFFMANN/?ref=Ad#Top')).toBe(
      '/de/profile/lena-hoffmann/?ref=Ad#Top',
    );
    expect(lowerCaseProfileUrl('/profile/%C3%84rger')).toBe('/profile/%C3%A4rger');
    expect(lowerCaseProfileUrl('/profile/%C3%A4rger')).toBeNull();
    expect(lowerCaseProfileUrl('/profile/lena-hoffmann')).toBeNull();
    expect(lowerCaseProfileUrl('/About-Us')).toBeNull();
    expect(lowerCaseProfileUrl('/profile')).toBeNull();
  });
});
