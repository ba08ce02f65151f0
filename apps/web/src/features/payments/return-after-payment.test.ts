import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetReturnPath,
  readReturnPath,
  rememberReturnPath,
  safeReturnPath,
} from './return-after-payment';

afterEach(() => {
  sessionStorage.clear();
});

describe('return after payment', () => {
  it('accepts only paths on this site', () => {
    expect(safeReturnPath('/chat-with-psychic/intake-form/MTI')).toBe(
      '/chat-with-psychic/intake-form/MTI',
    );
    expect(safeReturnPath('/de/chat-with-psychic/intake-form/MTI')).toBeDefined();
    expect(safeReturnPath('//evil.example/x')).toBeUndefined();
    expect(safeReturnPath('https://evil.example/x')).toBeUndefined();
    expect(safeReturnPath('/\\evil.example')).toBeUndefined();
    expect(safeReturnPath(null)).toBeUndefined();
  });

  it('remembers the returnTo of the price list for the tab, and forgets it', () => {
    rememberReturnPath(new URLSearchParams('returnTo=%2Fchat-with-psychic%2Fintake-form%2FMTI'));
    expect(readReturnPath()).toBe('/chat-with-psychic/intake-form/MTI');
    rememberReturnPath(new URLSearchParams('returnTo=https%3A%2F%2Fevil.example'));
    expect(readReturnPath()).toBe('/chat-with-psychic/intake-form/MTI');
    forgetReturnPath();
    expect(readReturnPath()).toBeUndefined();
  });
});
