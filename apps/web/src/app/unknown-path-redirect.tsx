import { Navigate, useLocation } from 'react-router';
import { unknownPathTarget } from '@lumus/contract/site/language-path';

/** Unknown paths and stray language prefixes (spec §2), by the rules of language-path.ts. */
export function UnknownPathRedirect() {
  const location = useLocation();
  return <Navigate to={unknownPathTarget(location)} replace />;
}
