import { LoaderCircle } from 'lucide-react';

/** The loading indicator inside a busy button. */
export function Spinner() {
  return <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />;
}
