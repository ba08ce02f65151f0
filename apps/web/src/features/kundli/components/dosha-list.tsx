import type { ChartDepth } from '@lumus/contract/astrology/chart-depth';
import { useTranslation } from 'react-i18next';
import { formatInstantDate } from '../birth-format';
import { signKey } from './north-indian-chart';

type Props = Readonly<{
  doshas: ChartDepth['doshas'];
  language: string;
  timeZone: string;
}>;

/** The engine's rule ids hold dots, which i18next reads as nesting: flatten them for the key. */
export const ruleKey = (rule: string) => `kundli_depth.rules.${rule.replace(/\./g, '_')}`;

/** Manglik, Kaal Sarp and Sade Sati, each with its finding and the rule in plain words. */
export function DoshaList({ doshas, language, timeZone }: Props) {
  const { t } = useTranslation();
  const { manglik, kaalSarp, sadeSati } = doshas;
  const date = (iso: string) => formatInstantDate(iso, language, timeZone);
  const sign = (n: number) => t(`compatibility.signs.${signKey(n)}`);

  const cards = [
    {
      id: 'manglik',
      title: t('kundli_depth.manglik_title'),
      finding: manglik.isManglik
        ? t('kundli_depth.manglik_yes', { house: manglik.marsHouse })
        : t('kundli_depth.manglik_no', { house: manglik.marsHouse }),
      extra: t('kundli_depth.manglik_from_moon', {
        house: manglik.fromMoon.house,
        verdict: t(manglik.fromMoon.manglik ? 'kundli.yes' : 'kundli.no'),
      }),
      rule: manglik.rule,
    },
    {
      id: 'kaal-sarp',
      title: t('kundli_depth.kaal_sarp_title'),
      finding:
        kaalSarp.kind === 'none' || kaalSarp.type === null
          ? t('kundli_depth.kaal_sarp_none')
          : t(`kundli_depth.kaal_sarp_${kaalSarp.kind}`, {
              type: t(`kundli_depth.kaal_sarp_types.${kaalSarp.type}`),
              house: kaalSarp.rahuHouse,
            }),
      extra:
        kaalSarp.conjunctNode.length > 0
          ? t('kundli_depth.kaal_sarp_conjunct', {
              planets: kaalSarp.conjunctNode.map((g) => t(`astro.planets.${g}`)).join(', '),
            })
          : null,
      rule: kaalSarp.rule,
    },
    {
      id: 'sade-sati',
      title: t('kundli_depth.sade_sati_title'),
      finding:
        sadeSati.current.phase === 'none' || sadeSati.current.period === null
          ? t('kundli_depth.sade_sati_not_now', { sign: sign(sadeSati.moonSign) })
          : t('kundli_depth.sade_sati_now', {
              phase: t(`kundli_depth.sade_sati_phases.${sadeSati.current.phase}`),
              end: date(sadeSati.current.period.end),
            }),
      extra: null,
      rule: sadeSati.rule,
    },
  ];

  return (
    <section className="space-y-3" data-testid="dosha-list" aria-labelledby="dosha-heading">
      <h2 id="dosha-heading" className="text-lg font-semibold text-night">
        {t('kundli_depth.doshas_heading')}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {cards.map((card) => (
          <article
            key={card.id}
            data-testid={`dosha-${card.id}`}
            className="space-y-2 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5"
          >
            <h3 className="font-semibold text-night">{card.title}</h3>
            <p className="text-night">{card.finding}</p>
            {card.extra === null ? null : <p className="text-sm text-muted">{card.extra}</p>}
            <p className="text-xs text-muted">
              {t('kundli_depth.rule_label')} {t(ruleKey(card.rule), { defaultValue: card.rule })}
            </p>
          </article>
        ))}
      </div>
      <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5">
        <h3 className="font-semibold text-night">{t('kundli_depth.sade_sati_periods')}</h3>
        <ol className="mt-2 space-y-2 text-sm" data-testid="sade-sati-periods">
          {sadeSati.periods.map((period) => (
            <li key={period.start}>
              <span className="font-semibold text-night">
                {t('kundli_depth.sade_sati_period', {
                  cycle: period.cycle,
                  start: date(period.start),
                  end: date(period.end),
                })}
              </span>
              <span className="block text-muted">
                {period.phases
                  .map((span) =>
                    t('kundli_depth.sade_sati_span', {
                      phase: t(`kundli_depth.sade_sati_phases.${span.phase}`),
                      inSign: t(`astro.in_sign.${signKey(span.saturnSign)}`),
                      start: date(span.start),
                      end: date(span.end),
                    }),
                  )
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
