import { Gift, MessageCircle, Timer, UserRoundSearch, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { useFreeChatOfferOn } from '../../chat/api/free-chat-offer';
import { HomeSection } from './home-section';

const STEPS: readonly { id: 'pick' | 'chat' | 'pay'; icon: LucideIcon }[] = [
  { id: 'pick', icon: UserRoundSearch },
  { id: 'chat', icon: MessageCircle },
  { id: 'pay', icon: Timer },
];

/** Three steps, and the free first chat beside them while that offer is on. */
export function HowItWorks() {
  const { t } = useTranslation();
  const offerOn = useFreeChatOfferOn();
  return (
    <HomeSection id="how" title={t('home.how.title')} lead={t('home.how.lead')}>
      <div className="grid gap-4 lg:grid-cols-4">
        <ol className={`grid gap-4 md:grid-cols-3 ${offerOn ? 'lg:col-span-3' : 'lg:col-span-4'}`}>
          {STEPS.map(({ id, icon: Icon }, index) => (
            <li key={id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night/5">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-violet-soft text-violet">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted">
                  {t('home.how.step', { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-night">
                {t(`home.how.steps.${id}.title`)}
              </h3>
              <p className="mt-1 text-muted">{t(`home.how.steps.${id}.text`)}</p>
            </li>
          ))}
        </ol>
        {offerOn ? (
          <div
            data-testid="home-free-chat"
            className="flex flex-col rounded-3xl bg-night p-6 text-white shadow-sm"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-gold/20 text-gold">
              <Gift aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t('home.how.free.title')}</h3>
            <p className="mt-1 flex-1 text-white/85">{t('home.how.free.text')}</p>
            <LocalizedLink
              to="/free-chat"
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-gold hover:underline"
            >
              {t('home.how.free.link')}
            </LocalizedLink>
          </div>
        ) : null}
      </div>
    </HomeSection>
  );
}
