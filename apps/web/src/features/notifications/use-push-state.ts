import { useCallback, useEffect, useState } from 'react';
import { useLanguage } from '../../lib/i18n/use-language';
import { enablePush, readPushState, type PushState } from './web-push';

/**
 * This browser's push state (null until known) and `enable`, which asks for permission. Nothing
 * asks on its own: `enable` runs only from a click.
 */
export function usePushState() {
  const language = useLanguage();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    readPushState()
      .then((next) => {
        if (live) setState(next);
      })
      .catch(() => {
        if (live) setState('unsupported');
      });
    return () => {
      live = false;
    };
  }, []);
  const enable = useCallback(async () => {
    setBusy(true);
    setFailed(false);
    try {
      const next = await enablePush(language);
      setState(next);
      return next;
    } catch {
      setFailed(true);
      return null;
    } finally {
      setBusy(false);
    }
  }, [language]);
  return { state, busy, failed, enable, setState };
}
