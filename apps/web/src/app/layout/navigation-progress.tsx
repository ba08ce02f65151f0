import { useNavigation } from 'react-router';

/** A thin bar while the next page's code loads, so a tap never feels ignored. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-0.5 bg-gold motion-safe:animate-pulse"
    />
  );
}
