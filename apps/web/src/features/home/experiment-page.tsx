import {
  LANDING_PAGE_EXPERIMENT,
  LANDING_PAGE_VARIANTS,
  type LandingPageVariant,
} from '@lumus/contract/experiments/experiments';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { LoadingScreen } from '../../lib/ui/loading-screen';
import { experimentsQuery, recordExposure } from './api/experiments';
import { HomePage } from './home-page';
import { EXPERIMENT_VARIANTS } from './home-variants';

function isLandingVariant(value: string | undefined): value is LandingPageVariant {
  return LANDING_PAGE_VARIANTS.some((variant) => variant === value);
}

/**
 * `landing-page-experiment`: the home page in the variant the server assigned to this guest or
 * user (sticky on the server). Each view of an assigned variant is recorded as an exposure; when
 * the experiment cannot be read, the standard home page is shown and nothing is recorded.
 */
export function ExperimentPage() {
  const { userId } = useSession();
  const query = useQuery(experimentsQuery(userId));
  const assigned = query.data?.find(
    (entry) => entry.experiment === LANDING_PAGE_EXPERIMENT,
  )?.variant;
  const variant = isLandingVariant(assigned) ? assigned : null;
  const viewKey = useLocation().key;
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (variant === null || recorded.current === viewKey) return;
    recorded.current = viewKey;
    void recordExposure(LANDING_PAGE_EXPERIMENT);
  }, [variant, viewKey]);

  if (query.isPending) return <LoadingScreen />;
  return (
    <div data-testid="experiment-page" data-experiment-variant={variant ?? 'none'}>
      <HomePage variant={variant === null ? 'home' : EXPERIMENT_VARIANTS[variant]} />
    </div>
  );
}
