import type { Koota } from '@lumus/astro/guna-milan';
import type { Language } from '@lumus/contract/constants';

type KootaWords = Readonly<Record<Koota, Readonly<{ name: string; weighs: string }>>>;

/**
 * The koota names as the web's match-making page writes them (en.json / de.json
 * `match_making.kootas`, Sanskrit in both languages), each with what it weighs, so a reader of the
 * PDF without the page still knows what a row means.
 */
const KOOTA_WORDS: Readonly<Record<Language, KootaWords>> = {
  en: {
    varna: { name: 'Varna', weighs: 'spiritual temperament' },
    vashya: { name: 'Vashya', weighs: 'mutual attraction' },
    tara: { name: 'Tara', weighs: 'birth stars, counted both ways' },
    yoni: { name: 'Yoni', weighs: 'physical harmony' },
    grahaMaitri: { name: 'Graha Maitri', weighs: 'friendship of the Moon signs’ lords' },
    gana: { name: 'Gana', weighs: 'temperament' },
    bhakoot: { name: 'Bhakoot', weighs: 'relation of the Moon signs' },
    nadi: { name: 'Nadi', weighs: 'constitution and health of children' },
  },
  de: {
    varna: { name: 'Varna', weighs: 'spirituelles Wesen' },
    vashya: { name: 'Vashya', weighs: 'gegenseitige Anziehung' },
    tara: { name: 'Tara', weighs: 'Geburtssterne, in beide Richtungen gezählt' },
    yoni: { name: 'Yoni', weighs: 'körperliche Harmonie' },
    grahaMaitri: { name: 'Graha Maitri', weighs: 'Freundschaft der Herrscher der Mondzeichen' },
    gana: { name: 'Gana', weighs: 'Temperament' },
    bhakoot: { name: 'Bhakoot', weighs: 'Stellung der Mondzeichen zueinander' },
    nadi: { name: 'Nadi', weighs: 'Konstitution und Gesundheit der Kinder' },
  },
};

/** A koota row of the PDF: "Graha Maitri (friendship of the Moon signs' lords): 3 / 5". */
export function kootaLine(language: Language, koota: Koota, score: number, maximum: number) {
  const { name, weighs } = KOOTA_WORDS[language][koota];
  const points = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return `${name} (${weighs}): ${points.format(score)} / ${points.format(maximum)}`;
}
