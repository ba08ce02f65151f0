import type { ComponentType } from 'react';
import { AppDownload } from './components/app-download';
import { CategoryGrid } from './components/category-grid';
import { CompatibilityTeaser } from './components/compatibility-teaser';
import { HomeHero } from './components/home-hero';
import { HomeReviews } from './components/home-reviews';
import { HowItWorks } from './components/how-it-works';
import { OnlinePsychics } from './components/online-psychics';
import { HOME_VARIANTS, type HomeSection, type HomeVariantId } from './home-variants';

const SECTIONS: Readonly<Record<HomeSection, ComponentType>> = {
  online: OnlinePsychics,
  categories: CategoryGrid,
  how: HowItWorks,
  compatibility: CompatibilityTeaser,
  reviews: HomeReviews,
  app: AppDownload,
};

/** Home and every landing variant (see home-variants.ts): one page, the variant's emphasis. */
export function HomePage({ variant = 'home' }: { variant?: HomeVariantId }) {
  const config = HOME_VARIANTS[variant];
  return (
    <div data-testid="home-page" data-variant={variant}>
      <HomeHero variant={config} />
      {config.sections.map((id) => {
        const Section = SECTIONS[id];
        return <Section key={id} />;
      })}
    </div>
  );
}
