import { describe, expect, it } from 'vitest';
import { installOffer, isIos, type InstallEnvironment } from './install-offer';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const FIREFOX_DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const base: InstallEnvironment = {
  standalone: false,
  installedNow: false,
  canPrompt: false,
  userAgent: ANDROID_CHROME,
  maxTouchPoints: 5,
};

describe('install offer', () => {
  it("offers the browser's prompt where the browser gave one", () => {
    expect(installOffer({ ...base, canPrompt: true })).toBe('prompt');
  });

  it('says it is installed when running as the app, even if a prompt is around', () => {
    expect(installOffer({ ...base, standalone: true, canPrompt: true })).toBe('installed');
    expect(installOffer({ ...base, installedNow: true })).toBe('installed');
    expect(installOffer({ ...base, userAgent: IPHONE_SAFARI, standalone: true })).toBe('installed');
  });

  it('shows the Share -> Add to Home Screen steps on iPhone and on an iPad that says Mac', () => {
    expect(installOffer({ ...base, userAgent: IPHONE_SAFARI })).toBe('ios-steps');
    expect(installOffer({ ...base, userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe('ios-steps');
  });

  it('offers nothing where there is neither a prompt nor iOS (the download link stays)', () => {
    expect(installOffer(base)).toBe('none');
    expect(installOffer({ ...base, userAgent: FIREFOX_DESKTOP, maxTouchPoints: 0 })).toBe('none');
    // A real Mac has no touch points: no iOS steps there.
    expect(installOffer({ ...base, userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe('none');
  });

  it('tells iOS devices apart', () => {
    expect(isIos(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIos(ANDROID_CHROME, 5)).toBe(false);
    expect(isIos(IPAD_AS_MAC, 0)).toBe(false);
  });
});
