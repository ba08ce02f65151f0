import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../features/profile/use-sign-out';
import { useSupportUnread } from '../../features/support/use-support-unread';
import { useSession } from '../../lib/session/session-context';
import { LocalizedLink } from '../../lib/ui/localized-link';

const ITEM =
  'flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left text-sm text-ink hover:bg-violet-soft focus-visible:bg-violet-soft';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** Account menu (menu-button pattern): arrows move, Escape and outside clicks close. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuItems(menu.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menu.current);
    const index = list.findIndex((item) => item === document.activeElement);
    const focusAt = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
  };

  const unread = useSupportUnread();
  const trimmed = user?.name?.trim() ?? '';
  const name = trimmed === '' ? undefined : trimmed;
  const links = [
    { to: '/my-profile', label: t('titles.my_profile') },
    { to: '/my-wallet', label: t('titles.my_wallet') },
    { to: '/payment-logs', label: t('titles.payment_logs') },
    { to: '/order-history', label: t('titles.order_history') },
    { to: '/kundli', label: t('titles.kundli') },
    { to: '/match-making', label: t('titles.match_making') },
    { to: '/favourites', label: t('titles.favourites') },
    { to: '/notification-settings', label: t('titles.notification_settings') },
    { to: '/support', label: t('titles.support'), badge: unread },
    // Staff land on / after signing in like everyone (spec §2); their console is one tap away.
    ...(user?.role === 'consultant' ? [{ to: '/console', label: t('titles.console') }] : []),
    // A support agent's /admin shows the support inbox only.
    ...(user?.role === 'admin' || user?.role === 'support'
      ? [{ to: '/admin', label: t('titles.admin') }]
      : []),
  ];

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('header.profile_menu')}
        data-testid="profile-menu-button"
        onClick={() => {
          setOpen((value) => !value);
        }}
        className="relative inline-flex min-h-9 items-center gap-1 rounded-full bg-white/10 p-1 sm:pr-2 text-sm text-white hover:bg-white/15"
      >
        <span
          aria-hidden="true"
          data-testid="profile-menu-initial"
          className="inline-flex size-7 items-center justify-center rounded-full bg-violet-soft text-sm font-semibold text-night"
        >
          {name === undefined ? <UserRound className="size-4" /> : name.charAt(0).toUpperCase()}
        </span>
        <span className="hidden max-w-32 truncate sm:inline">{name ?? t('header.guest_name')}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
        {unread === 0 ? null : (
          <span
            data-testid="support-unread-dot"
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-gold ring-2 ring-night"
          >
            <span className="sr-only">{t('header.support_unread', { count: unread })}</span>
          </span>
        )}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('header.profile_menu')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 mt-2 w-56 rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-night/10 motion-safe:animate-rise-in"
        >
          {/* At phone width the button shows no name: the menu says who is signed in. */}
          {name === undefined ? null : (
            <p
              data-testid="profile-menu-name"
              className="truncate border-b border-night/10 px-3 pt-1 pb-2 text-sm text-muted"
            >
              {t('header.signed_in_as', { name })}
            </p>
          )}
          {links.map((link) => (
            <LocalizedLink
              key={link.to}
              to={link.to}
              role="menuitem"
              tabIndex={-1}
              className={ITEM}
              onClick={() => {
                setOpen(false);
              }}
            >
              {link.label}
              {'badge' in link && link.badge !== undefined && link.badge > 0 ? (
                <span
                  data-testid="support-unread-badge"
                  aria-label={t('header.support_unread', { count: link.badge })}
                  className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-gold px-1.5 text-xs font-semibold text-night"
                >
                  {link.badge}
                </span>
              ) : null}
            </LocalizedLink>
          ))}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${ITEM} text-error`}
            onClick={() => {
              setOpen(false);
              signOut();
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('header.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
