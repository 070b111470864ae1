import type { CocktailGlass } from '@shop/art';
import type { Locale } from '@shop/i18n';

/** A text in every locale (the microsite's copy is written for each, not translated on the fly). */
export type LocaleText = Record<Locale, string>;

/** The facts the grid shows, in this order: product facts, then the production claims. */
export const FACT_KEYS = [
  'volume',
  'strength',
  'ingredients',
  'origin',
  'wheat',
  'distillation',
  'filtration',
  'resting',
] as const;
export type FactKey = (typeof FACT_KEYS)[number];

interface CocktailSource {
  slug: string;
  glass: CocktailGlass;
  /** Hue of the drink in its picture. */
  hue: number;
  name: LocaleText;
  description: LocaleText;
  ingredients: { amount: LocaleText; item: LocaleText }[];
  steps: LocaleText[];
}

/** A brand microsite's copy as written: every text in the five locales. */
export interface MicrositeSource {
  /** Its path segment: `/brand/{name}`. */
  name: string;
  /** The catalogue brand whose products it sells. */
  brandCode: string;
  /** The brand's name as its logo writes it, the same in every locale. */
  wordmark: string;
  tagline: LocaleText;
  intro: LocaleText;
  story: { title: LocaleText; paragraphs: LocaleText[] };
  vision: { title: LocaleText; paragraphs: LocaleText[] };
  tasting: { aroma: LocaleText; palate: LocaleText; finish: LocaleText };
  cocktails: CocktailSource[];
  facts: { key: FactKey; value: LocaleText }[];
}

export interface Cocktail {
  slug: string;
  glass: CocktailGlass;
  hue: number;
  name: string;
  description: string;
  ingredients: { amount: string; item: string }[];
  steps: string[];
}

/** A microsite's copy in one locale. */
export interface MicrositeContent {
  name: string;
  brandCode: string;
  wordmark: string;
  tagline: string;
  intro: string;
  story: { title: string; paragraphs: string[] };
  vision: { title: string; paragraphs: string[] };
  tasting: { aroma: string; palate: string; finish: string };
  cocktails: Cocktail[];
  facts: { key: FactKey; value: string }[];
}

/** The copy in `locale`. */
export function localize(source: MicrositeSource, locale: Locale): MicrositeContent {
  const text = (value: LocaleText) => value[locale];
  const chapter = (c: { title: LocaleText; paragraphs: LocaleText[] }) => ({
    title: text(c.title),
    paragraphs: c.paragraphs.map(text),
  });
  return {
    name: source.name,
    brandCode: source.brandCode,
    wordmark: source.wordmark,
    tagline: text(source.tagline),
    intro: text(source.intro),
    story: chapter(source.story),
    vision: chapter(source.vision),
    tasting: {
      aroma: text(source.tasting.aroma),
      palate: text(source.tasting.palate),
      finish: text(source.tasting.finish),
    },
    cocktails: source.cocktails.map((c) => ({
      slug: c.slug,
      glass: c.glass,
      hue: c.hue,
      name: text(c.name),
      description: text(c.description),
      ingredients: c.ingredients.map((i) => ({ amount: text(i.amount), item: text(i.item) })),
      steps: c.steps.map(text),
    })),
    facts: source.facts.map((f) => ({ key: f.key, value: text(f.value) })),
  };
}
