import type { SeoPage, SeoText } from './seo-pages';

/** The twelve Moon signs' path names (the engine's sign keys) with their names in en and de. */
const SIGN_NAMES: readonly (readonly [string, string, string])[] = [
  ['aries', 'Aries', 'Widder'],
  ['taurus', 'Taurus', 'Stier'],
  ['gemini', 'Gemini', 'Zwillinge'],
  ['cancer', 'Cancer', 'Krebs'],
  ['leo', 'Leo', 'Löwe'],
  ['virgo', 'Virgo', 'Jungfrau'],
  ['libra', 'Libra', 'Waage'],
  ['scorpio', 'Scorpio', 'Skorpion'],
  ['sagittarius', 'Sagittarius', 'Schütze'],
  ['capricorn', 'Capricorn', 'Steinbock'],
  ['aquarius', 'Aquarius', 'Wassermann'],
  ['pisces', 'Pisces', 'Fische'],
];

const DAY_WORDS: Readonly<Record<'today' | 'tomorrow', SeoText>> = {
  today: { en: 'Today', de: 'heute' },
  tomorrow: { en: 'Tomorrow', de: 'morgen' },
};

function horoscopePage(
  day: 'today' | 'tomorrow',
  [key, en, de]: readonly [string, string, string],
) {
  const when = DAY_WORDS[day];
  return {
    path: `horoscope/${day}/${key}`,
    ownTitle: true,
    title: { en: `${en} Horoscope ${when.en}`, de: `Horoskop ${de} ${when.de}` },
    description: {
      en: `${en} Moon sign horoscope for ${when.en.toLowerCase()}: how Sun, Moon, Jupiter, Saturn and the other planets move through your houses, from the Vedic gochara rules.`,
      de: `Mondzeichen-Horoskop ${de} für ${when.de}: wie Sonne, Mond, Jupiter, Saturn und die anderen Planeten durch deine Häuser ziehen, nach den vedischen Gochara-Regeln.`,
    },
  } satisfies SeoPage;
}

/** `/panchang` and the 24 daily horoscope pages (issue 20), all in the sitemap. */
export const ASTROLOGY_SEO_PAGES: readonly SeoPage[] = [
  {
    path: 'panchang',
    // As the route table's title: a page with another `?date` is not today's, and the tab keeps
    // the same words from the server's head through hydration and navigation.
    title: { en: 'Panchang', de: 'Panchang' },
    description: {
      en: "Today's panchang for your town: tithi, vara, nakshatra, yoga and karana with end times, sunrise, sunset, moonrise, Rahu kaal, Yamaganda and Gulika.",
      de: 'Das heutige Panchang für deinen Ort: Tithi, Vara, Nakshatra, Yoga und Karana mit Endzeiten, Sonnenaufgang, Sonnenuntergang, Mondaufgang, Rahu Kaal, Yamaganda und Gulika.',
    },
  },
  ...SIGN_NAMES.map((sign) => horoscopePage('today', sign)),
  ...SIGN_NAMES.map((sign) => horoscopePage('tomorrow', sign)),
];
