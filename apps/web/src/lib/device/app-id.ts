import {
  APP_ID_DESKTOP,
  APP_ID_MOBILE,
  MOBILE_WIDTH_THRESHOLD_PX,
} from '@lumus/contract/constants';
import { useSyncExternalStore } from 'react';

/** App id of spec §1: 3 below 576 px viewport width, 4 from 576 px on. */
export type AppId = typeof APP_ID_MOBILE | typeof APP_ID_DESKTOP;

export function appIdForWidth(width: number): AppId {
  return width < MOBILE_WIDTH_THRESHOLD_PX ? APP_ID_MOBILE : APP_ID_DESKTOP;
}

/** The current app id, read fresh on every call (the API client calls this per request). */
export function getAppId(): AppId {
  if (typeof window === 'undefined') return APP_ID_DESKTOP;
  return appIdForWidth(window.innerWidth);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
  };
}

/** The app id as React state, re-rendering when a resize crosses the threshold. */
export function useAppId(): AppId {
  return useSyncExternalStore(subscribe, getAppId, () => APP_ID_DESKTOP);
}
