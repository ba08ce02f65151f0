import { NAKSHATRAS } from '@lumus/astro/nakshatra';
import type { MatchMakingReport } from '@lumus/contract/astrology/match-making';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { signKey } from '../../kundli/components/north-indian-chart';
import { translateKootaReason } from '../translate-koota-reason';

// The design's own colours: the error and online tokens whose text shades pass AA on their tint.
const VERDICT_STYLE: Record<MatchMakingReport['verdict'], string> = {
  notRecommended: 'bg-error/10 text-error-text ring-error/30',
  average: 'bg-gold text-night ring-gold',
  good: 'bg-violet-soft text-violet-strong ring-violet-soft',
  excellent: 'bg-online/10 text-online-text ring-online/30',
};

/** The koota table with the total of 36, Manglik for both and the verdict. */
export function MatchMakingReportView({ report }: { report: MatchMakingReport }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const partners = [
    {
      person: report.boy,
      manglik: report.manglik.boy,
      moon: report.moons.boy,
      role: t('match_making.boy'),
    },
    {
      person: report.girl,
      manglik: report.manglik.girl,
      moon: report.moons.girl,
      role: t('match_making.girl'),
    },
  ];
  return (
    <section aria-labelledby="match-heading" className="space-y-5" data-testid="match-report">
      <div className="rounded-3xl bg-night p-6 text-white">
        <h2 id="match-heading" className="text-xl font-semibold">
          {t('match_making.heading', { boy: report.boy.name, girl: report.girl.name })}
        </h2>
        <p className="mt-3 text-sm text-white/75">{t('match_making.total_label')}</p>
        <p className="text-4xl font-semibold text-gold" data-testid="match-total">
          {t('match_making.total', { total: number.format(report.total) })}
        </p>
        <p className="mt-3">
          <span className="text-sm text-white/75">{t('match_making.verdict_heading')}: </span>
          <span
            className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${VERDICT_STYLE[report.verdict]}`}
            data-testid="match-verdict"
          >
            {t(`match_making.verdicts.${report.verdict}`)}
          </span>
        </p>
      </div>
      <div className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-night/5">
        <table className="w-full text-left text-sm" data-testid="koota-table">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('match_making.koota')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                {t('match_making.score')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                {t('match_making.maximum')}
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                {t('match_making.reason')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.kootas.map((koota) => (
              <tr key={koota.koota} className="border-t border-night/5 align-top">
                <th scope="row" className="px-4 py-2 font-semibold text-night">
                  {t(`match_making.kootas.${koota.koota}`)}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{number.format(koota.score)}</td>
                <td className="px-2 py-2 text-right tabular-nums text-muted">{koota.maximum}</td>
                <td className="px-3 py-2">{translateKootaReason(i18n, koota.reason)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-night/10 font-semibold">
              <th scope="row" className="px-4 py-2">
                {t('match_making.total_label')}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{number.format(report.total)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{report.maximum}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5">
        <h3 className="text-lg font-semibold text-night">{t('match_making.manglik_heading')}</h3>
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="manglik">
          {partners.map(({ person, manglik, moon, role }) => (
            <li key={role} className="rounded-2xl bg-paper p-3">
              <p className="text-sm text-muted">{role}</p>
              <p className="font-semibold text-night">{person.name}</p>
              <p>
                {manglik.isManglik
                  ? t('match_making.is_manglik', { house: manglik.marsHouse })
                  : t('match_making.not_manglik', { house: manglik.marsHouse })}
              </p>
              <p className="text-sm text-muted">
                {t('match_making.moons', {
                  sign: t(`compatibility.signs.${signKey(moon.sign)}`),
                  nakshatra: t(`astro.nakshatras.${NAKSHATRAS[moon.nakshatra - 1] ?? 'ashwini'}`),
                })}
              </p>
            </li>
          ))}
        </ul>
        <p>{translateKootaReason(i18n, report.manglik.reason)}</p>
      </div>
      <p className="text-sm text-muted">{t('match_making.verdict_note')}</p>
    </section>
  );
}
