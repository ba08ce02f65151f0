import type { ConsultantCategory } from '@lumus/contract/catalogue/consultant';
import {
  Briefcase,
  Coins,
  Hand,
  Hash,
  Heart,
  HeartHandshake,
  Home,
  Moon,
  Sparkles,
  Sun,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { HomeSection } from './home-section';

const CATEGORIES: readonly { id: ConsultantCategory; icon: LucideIcon }[] = [
  { id: 'love', icon: Heart },
  { id: 'relationships', icon: HeartHandshake },
  { id: 'career', icon: Briefcase },
  { id: 'finance', icon: Coins },
  { id: 'family', icon: Home },
  { id: 'tarot', icon: WandSparkles },
  { id: 'astrology', icon: Sun },
  { id: 'vedic', icon: Sparkles },
  { id: 'numerology', icon: Hash },
  { id: 'palmistry', icon: Hand },
  { id: 'dream_interpretation', icon: Moon },
  { id: 'spiritual_healing', icon: Sparkles },
];

/** Every topic of the catalogue, each a link to the list filtered by it. */
export function CategoryGrid() {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="categories"
      tone="white"
      title={t('home.categories.title')}
      lead={t('home.categories.lead')}
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {CATEGORIES.map(({ id, icon: Icon }) => (
          <li key={id}>
            <LocalizedLink
              to={`/chat-with-psychic?category=${id}`}
              className="flex min-h-11 items-center gap-3 rounded-2xl bg-paper px-4 py-3 font-semibold text-night ring-1 ring-night/5 transition-colors duration-200 hover:bg-violet-soft hover:text-violet"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-violet" />
              {t(`catalogue.categories.${id}`)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
