import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { AppRedirectDialog } from './app-redirect-dialog';
import { useAppDownloadUrl } from './use-app-download-url';

/**
 * Screen 8 of the spec: features that exist only in the mobile app call `openAppRedirect()`, and
 * one dialog for the whole app tells the user to download the app.
 */
interface AppRedirectValue {
  openAppRedirect: () => void;
  closeAppRedirect: () => void;
  isOpen: boolean;
}

const AppRedirectContext = createContext<AppRedirectValue | null>(null);

export function AppRedirectProvider({
  children,
  downloadUrl,
}: {
  children: ReactNode;
  /** Used until (or unless) the server's static value 508 gives the app-attribution link. */
  downloadUrl: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const openAppRedirect = useCallback(() => {
    setOpen(true);
  }, []);
  const closeAppRedirect = useCallback(() => {
    setOpen(false);
  }, []);
  const value = useMemo(
    () => ({ openAppRedirect, closeAppRedirect, isOpen }),
    [openAppRedirect, closeAppRedirect, isOpen],
  );
  return (
    <AppRedirectContext value={value}>
      {children}
      {isOpen ? <ConfiguredDialog fallbackUrl={downloadUrl} onClose={closeAppRedirect} /> : null}
    </AppRedirectContext>
  );
}

/** The dialog with the server's current download link; asked for only once the dialog opens. */
function ConfiguredDialog({ fallbackUrl, onClose }: { fallbackUrl: string; onClose: () => void }) {
  return <AppRedirectDialog downloadUrl={useAppDownloadUrl(fallbackUrl)} onClose={onClose} />;
}

export function useAppRedirect(): AppRedirectValue {
  const value = use(AppRedirectContext);
  if (value === null) throw new Error('useAppRedirect must be used inside <AppRedirectProvider>.');
  return value;
}
