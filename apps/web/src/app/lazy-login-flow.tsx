import { lazy, Suspense, useEffect, useState } from 'react';
import type { LoginFlowProps } from '../lib/session/login-entry';

const loadLoginFlow = () => import('../features/auth/login-flow');
const LoginFlowChunk = lazy(async () => ({ default: (await loadLoginFlow()).LoginFlow }));

/**
 * The sign-in popups (with the country list) are not needed to show a page: their code loads when
 * the browser is idle after the first render, or at the first Login click if that comes sooner.
 * The flow is mounted once it has been opened and stays mounted, keeping its state.
 */
export function LazyLoginFlow(props: LoginFlowProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  useEffect(() => {
    const prefetch = () => {
      void loadLoginFlow();
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 4000 });
      return () => {
        window.cancelIdleCallback(id);
      };
    }
    const timer = setTimeout(prefetch, 2000);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginFlowChunk {...props} />
    </Suspense>
  );
}
