import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appIdForWidth, getAppId, useAppId } from './app-id';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function AppIdProbe() {
  return <output aria-label="app id">{useAppId()}</output>;
}

describe('app id', () => {
  it('is 3 below 576 px and 4 from 576 px on', () => {
    expect(appIdForWidth(360)).toBe(3);
    expect(appIdForWidth(575)).toBe(3);
    expect(appIdForWidth(576)).toBe(4);
    expect(appIdForWidth(1440)).toBe(4);
  });

  it('follows the viewport in the plain getter', () => {
    resizeTo(575);
    expect(getAppId()).toBe(3);
    resizeTo(576);
    expect(getAppId()).toBe(4);
  });

  it('updates the hook on resize', () => {
    resizeTo(1024);
    render(<AppIdProbe />);
    expect(screen.getByLabelText('app id')).toHaveTextContent('4');
    act(() => {
      resizeTo(575);
    });
    expect(screen.getByLabelText('app id')).toHaveTextContent('3');
    act(() => {
      resizeTo(576);
    });
    expect(screen.getByLabelText('app id')).toHaveTextContent('4');
  });
});
