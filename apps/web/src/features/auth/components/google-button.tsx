import { useEffect, useRef } from 'react';

const GIS_SRC = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        error_callback?: (error: unknown) => void;
      }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
    };
  };
}

function googleIdentity(): GoogleIdentity | undefined {
  return (window as Window & { google?: GoogleIdentity }).google;
}

let scriptLoad: Promise<void> | null = null;

/** Loads Google Identity Services once, and only when a client id is configured. */
function loadGis(): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => {
      resolve();
    };
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/** Google's own 'Sign in with Google' button; its credential goes to `onCredential`. */
export function GoogleButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (credential: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  });

  useEffect(() => {
    let cancelled = false;
    loadGis()
      .then(() => {
        const gis = googleIdentity();
        if (cancelled || gis === undefined || container.current === null) return;
        gis.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => {
            if (response.credential !== undefined) callback.current(response.credential);
          },
          // Spec §8: the widget's own errors are only logged.
          error_callback: (error) => {
            console.error('Google sign-in widget error', error);
          },
        });
        gis.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'signin_with',
          width: 280,
        });
      })
      .catch((error: unknown) => {
        console.error(error);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div ref={container} data-testid="google-button" className="flex min-h-11 justify-center" />
  );
}
