import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '../i18n/use-language';

type LocalizedLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  /** A language-neutral app path such as `/about-us`; the current language prefix is added. */
  to: string;
};

/** A router link that stays in the current language. */
export function LocalizedLink({ to, ...props }: LocalizedLinkProps) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}
