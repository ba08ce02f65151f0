import { AppRedirectDialog } from './app-redirect-dialog';
import { useAppDownloadUrl } from './use-app-download-url';

/** The dialog with the server's current download link; asked for only once the dialog opens. */
export function ConfiguredAppRedirectDialog({
  fallbackUrl,
  onClose,
}: {
  fallbackUrl: string;
  onClose: () => void;
}) {
  return <AppRedirectDialog downloadUrl={useAppDownloadUrl(fallbackUrl)} onClose={onClose} />;
}
