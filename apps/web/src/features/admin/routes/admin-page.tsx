import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { Stars } from '../../../lib/ui/page-hero';
import { StaffGate } from '../../staff/staff-gate';
import { isNotAdmin } from '../api/admin-call';
import { adminSupportFiguresQuery } from '../api/admin-support-api';
import { ApplicationsSection } from '../components/applications-section';
import { AuditSection } from '../components/audit-section';
import { DashboardSection } from '../components/dashboard-section';
import { ConsultantsSection } from '../components/consultants-section';
import { GroupsSection } from '../components/groups-section';
import { InvoicesSection } from '../components/invoices-section';
import { OrdersSection } from '../components/orders-section';
import { PaymentsSection } from '../components/payments-section';
import { SettingsSection } from '../components/settings-section';
import { SupportSection } from '../components/support-section';
import { UsersSection } from '../components/users-section';

const SECTIONS = [
  'dashboard',
  'consultants',
  'applications',
  'groups',
  'orders',
  'payments',
  'invoices',
  'support',
  'users',
  'settings',
  'audit',
] as const;
type Section = (typeof SECTIONS)[number];

function isSection(value: string | null): value is Section {
  return (SECTIONS as readonly (string | null)[]).includes(value);
}

/** What a support agent sees of the console (issue 24): the inbox and its user context. */
const AGENT_SECTIONS: readonly Section[] = ['support'];

/**
 * `/admin` (not in spec §2): the operator's console. The server decides who is staff (403
 * otherwise), so the page asks it with a call every staff member may make rather than trusting
 * the stored user; the stored role only chooses which tabs to offer (the server still refuses an
 * agent everything but the inbox).
 */
export function AdminPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const probe = useQuery({ ...adminSupportFiguresQuery(), enabled: isLoggedIn });

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-night to-night-2 text-white">
        <Stars />
        <div className="relative mx-auto max-w-[1200px] space-y-3 px-4 pt-8 pb-8 sm:px-6 sm:pt-12">
          <h1 className="text-3xl leading-tight font-semibold sm:text-4xl">{t('titles.admin')}</h1>
          <p className="max-w-2xl text-white/85">{t('admin.lead')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-[1200px] px-4 py-6 sm:px-6 sm:py-8">
        <StaffGate
          query={probe}
          isForbidden={isNotAdmin}
          skeletonRows={4}
          signIn={{
            testId: 'admin-sign-in',
            title: t('admin.sign_in.title'),
            text: t('admin.sign_in.text'),
            button: t('admin.sign_in.button'),
          }}
          forbidden={{
            testId: 'admin-not-admin',
            title: t('admin.not_admin.title'),
            text: t('admin.not_admin.text'),
            linkTo: '/',
            linkLabel: t('admin.not_admin.home'),
          }}
        >
          {() => <Workspace />}
        </StaffGate>
      </div>
    </>
  );
}

function Workspace() {
  const { t } = useTranslation();
  const { user } = useSession();
  const agent = user?.role === 'support';
  const sections = agent ? AGENT_SECTIONS : SECTIONS;
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const home = sections[0] ?? 'dashboard';
  const section: Section = isSection(requested) && sections.includes(requested) ? requested : home;
  const current = useRef<HTMLButtonElement>(null);
  // On a phone the tab row scrolls sideways; keep the open section's tab in sight.
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [section]);
  return (
    <div className="space-y-6">
      <nav aria-label={t('admin.sections.label')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {sections.map((entry) => (
            <li key={entry}>
              <button
                type="button"
                ref={section === entry ? current : undefined}
                aria-current={section === entry ? 'page' : undefined}
                onClick={() => {
                  setParams(entry === home ? {} : { section: entry }, { replace: true });
                }}
                className={`min-h-11 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                  section === entry
                    ? 'bg-night text-white'
                    : 'bg-white text-night ring-1 ring-night/10 hover:bg-violet-soft'
                }`}
              >
                {t(`admin.sections.${entry}`)}
              </button>
            </li>
          ))}
          {agent ? null : (
            <li>
              {/* Its own page (decision 038): batches, bank files and settings. */}
              <LocalizedLink
                to="/admin/payouts"
                data-testid="admin-payouts-link"
                className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold whitespace-nowrap text-night ring-1 ring-night/10 hover:bg-violet-soft"
              >
                {t('admin.sections.payouts')}
              </LocalizedLink>
            </li>
          )}
        </ul>
      </nav>
      {section === 'dashboard' ? <DashboardSection /> : null}
      {section === 'consultants' ? <ConsultantsSection /> : null}
      {section === 'applications' ? <ApplicationsSection /> : null}
      {section === 'groups' ? <GroupsSection /> : null}
      {section === 'orders' ? <OrdersSection /> : null}
      {section === 'payments' ? <PaymentsSection /> : null}
      {section === 'invoices' ? <InvoicesSection /> : null}
      {section === 'support' ? <SupportSection /> : null}
      {section === 'users' ? <UsersSection /> : null}
      {section === 'settings' ? <SettingsSection /> : null}
      {section === 'audit' ? <AuditSection /> : null}
    </div>
  );
}
