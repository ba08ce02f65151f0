import { useTranslation } from 'react-i18next';
import { useCurrentYear } from '../../lib/time/render-time';
import { LocalizedLink } from '../../lib/ui/localized-link';
import { LogoMark } from '../../lib/ui/logo-mark';

export function SiteFooter() {
  const { t } = useTranslation();
  // From the server's render instant until hydrated: the browser's clock may be in another year.
  const year = useCurrentYear();
  const links = [
    { to: '/about-us', label: t('footer.about_us') },
    { to: '/privacy-policies', label: t('footer.privacy_policy') },
    { to: '/terms-and-condition', label: t('footer.terms') },
    { to: '/use-app', label: t('footer.use_app') },
    { to: '/free-chat', label: t('footer.free_chat') },
    { to: '/compatibility', label: t('footer.compatibility') },
    { to: '/become-a-psychic', label: t('footer.become_a_psychic') },
    { to: '/help', label: t('footer.support') },
    { to: '/contact', label: t('footer.contact') },
    { to: '/impressum', label: t('footer.imprint') },
    { to: '/cookies', label: t('footer.cookies') },
  ];
  return (
    <footer className="bg-night text-white/80">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <nav aria-label={t('footer.nav_label')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
            {links.map((link) => (
              <li key={link.to}>
                <LocalizedLink
                  to={link.to}
                  className="inline-flex min-h-11 items-center hover:text-gold hover:underline"
                >
                  {link.label}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="flex items-center gap-2 text-sm">
          <LogoMark className="size-5" />
          {t('app.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
