import { useQuery } from '@tanstack/react-query';
import type { LegalDetails } from '@lumus/contract/site/legal-details';
import { useTranslation } from 'react-i18next';
import { legalDetailsQuery } from './legal-details-query';

export type LegalDetailsKind = 'imprint' | 'contact' | 'privacy';

type Line = { label: string; value: string; href?: string };

function linesOf(
  details: LegalDetails,
  kind: LegalDetailsKind,
  t: (key: `legal.${string}`) => string,
): { operator: Line[]; grievance: Line[] } {
  const { operator, grievanceOfficer } = details;
  const line = (label: string, value: string | null, href?: string): Line[] =>
    value === null ? [] : [{ label: t(`legal.${label}`), value, ...(href ? { href } : {}) }];
  const mail = (value: string | null) => (value === null ? undefined : `mailto:${value}`);
  const tel = (value: string | null) =>
    value === null ? undefined : `tel:${value.replace(/[^+\d]/g, '')}`;
  const address = operator.address.length === 0 ? null : operator.address.join(', ');
  const operatorLines = [
    ...line('operator', operator.name),
    ...line('address', address),
    ...(kind === 'imprint' ? line('representative', operator.representative) : []),
    ...line(
      'email',
      kind === 'privacy' ? operator.privacyEmail : operator.email,
      mail(kind === 'privacy' ? operator.privacyEmail : operator.email),
    ),
    ...line('phone', operator.phone, tel(operator.phone)),
    ...(kind === 'imprint' ? line('register', operator.register) : []),
    ...(kind === 'imprint' ? line('vat_id', operator.vatId) : []),
  ];
  const grievance =
    kind === 'contact'
      ? [
          ...line('grievance_name', grievanceOfficer.name),
          ...line('email', grievanceOfficer.email, mail(grievanceOfficer.email)),
          ...line('phone', grievanceOfficer.phone, tel(grievanceOfficer.phone)),
        ]
      : [];
  return { operator: operatorLines, grievance };
}

function LineList({ lines, testId }: { lines: Line[]; testId: string }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid={testId}>
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="font-medium text-night">{line.label}</dt>
          <dd className="text-ink/85">
            {line.href === undefined ? (
              line.value
            ) : (
              <a className="underline hover:text-gold" href={line.href}>
                {line.value}
              </a>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The configured operator (and, on the contact page, India's grievance officer) as a list; the
 * server renders it with the page, and a line the operator left unset is left out.
 */
export function LegalDetailsBlock({ kind }: { kind: LegalDetailsKind }) {
  const { t } = useTranslation();
  const query = useQuery(legalDetailsQuery());
  if (query.data === undefined) return null;
  const { operator, grievance } = linesOf(query.data, kind, (key) => t(key as 'legal.operator'));
  return (
    <>
      <section>
        <h2 className="text-xl font-semibold text-night">{t(`legal.heading_${kind}`)}</h2>
        {operator.length === 0 ? (
          <p className="mt-2 text-ink/85">{t('legal.not_configured')}</p>
        ) : (
          <LineList lines={operator} testId="legal-operator" />
        )}
      </section>
      {kind === 'contact' ? (
        <section>
          <h2 className="text-xl font-semibold text-night">{t('legal.heading_grievance')}</h2>
          <p className="mt-2 leading-relaxed text-ink/85">{t('legal.grievance_body')}</p>
          {grievance.length === 0 ? (
            <p className="mt-2 text-ink/85">{t('legal.not_configured')}</p>
          ) : (
            <LineList lines={grievance} testId="legal-grievance" />
          )}
        </section>
      ) : null}
    </>
  );
}
