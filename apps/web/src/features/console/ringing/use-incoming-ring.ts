import { useCallback, useEffect, useState } from 'react';
import { ringBlocked, ringContext, startRing, unlockRing } from './ring-tone';

/**
 * Rings while `ringing` is true and stops the moment it turns false (accepted, declined, lapsed,
 * cancelled) or the page goes. `blocked`: the browser holds the sound back until a click, so the
 * page offers one (`enable`).
 */
export function useIncomingRing(ringing: boolean): { blocked: boolean; enable: () => void } {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (!ringing) return;
    const stop = startRing();
    const audio = ringContext();
    const follow = () => {
      setBlocked(ringBlocked());
    };
    follow();
    audio?.addEventListener('statechange', follow);
    return () => {
      audio?.removeEventListener('statechange', follow);
      stop();
    };
  }, [ringing]);
  const enable = useCallback(() => {
    void unlockRing()
      .catch(() => undefined)
      .then(() => {
        setBlocked(ringBlocked());
      });
  }, []);
  return { blocked: ringing && blocked, enable };
}
