import { createContext, microsite } from '@shop/core';
import { data, Link, useParams } from 'react-router';
import { z } from 'zod';
import { CocktailCard } from '../../components/microsite/CocktailCard.tsx';
import { TastingNotes } from '../../components/microsite/TastingNotes.tsx';
import { ProductOffer } from '../../components/product/ProductOffer.tsx';
import { requireAgeConfirmed } from '../../lib/age-gate.server.ts';
import { readForm } from '../../lib/auth.server.ts';
import { addToCart } from '../../lib/cart.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import { micrositeMeta } from '../../lib/microsite-meta.ts';
import type { Route } from './+types/home';
import { gatedMicrosite } from './microsite.server.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = gatedMicrosite(request, params);
  const home = await microsite.micrositeHome(
    createContext(context.database.db, locale),
    params.name,
  );
  if (!home) throw data(null, { status: 404 });
  const { content, products } = home;
  return {
    wordmark: content.wordmark,
    tagline: content.tagline,
    intro: content.intro,
    tasting: content.tasting,
    cocktails: content.cocktails.map(({ slug, name, glass, hue, description }) => ({
      slug,
      name,
      glass,
      hue,
      description,
    })),
    products,
  };
}

const addForm = z.object({ variant_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Add to cart from the microsite (a plain form post): one of the chosen size. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { values } = await readForm(request, context);
  requireAgeConfirmed(request, locale);
  const form = addForm.safeParse(values);
  if (!form.success) throw data(null, { status: 400 });
  return addToCart(context, request, locale, { variantId: form.data.variant_id });
}

export function meta(args: Route.MetaArgs) {
  const home = args.loaderData;
  return home ? micrositeMeta(args, { description: home.intro }) : [];
}

export default function MicrositeHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { wordmark, tagline, intro, tasting, cocktails, products } = loaderData;
  const base = path(`/brand/${useParams().name ?? ''}`);
  return (
    <>
      <header className="ms-hero">
        <img
          className="ms-hero-scene"
          src="/media/brandsite/scene/night.svg"
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
        />
        <div className="ms-hero-text">
          <h1 className="ms-title">{wordmark}</h1>
          <p className="ms-tagline">{tagline}</p>
          <p className="ms-intro">{intro}</p>
          <p className="ms-actions">
            <a href="#ms-range" className="ms-button ms-button-light">
              {t('brandsite.shop_range')}
            </a>
            <Link to={`${base}/story`} className="ms-button ms-button-ghost">
              {t('brandsite.read_story')}
            </Link>
          </p>
        </div>
      </header>
      <TastingNotes tasting={tasting} />
      <section className="ms-section" id="ms-range" aria-labelledby="ms-range-title">
        <h2 id="ms-range-title" className="ms-heading">
          {t('brandsite.range')}
        </h2>
        {products.length > 0 ? (
          <ul className="ms-products">
            {products.map((product) => (
              <li key={product.id}>
                <ProductOffer product={product} result={actionData ?? null} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('brandsite.no_products')}</p>
        )}
      </section>
      <MadeFigures factsPath={`${base}/facts`} />
      <section className="ms-section" aria-labelledby="ms-cocktails-title">
        <h2 id="ms-cocktails-title" className="ms-heading">
          {t('brandsite.cocktails')}
        </h2>
        <ul className="ms-cocktail-teasers">
          {cocktails.map((cocktail) => (
            <li key={cocktail.slug}>
              <CocktailCard cocktail={cocktail} href={`${base}/cocktails#${cocktail.slug}`} />
            </li>
          ))}
        </ul>
        <Link to={`${base}/cocktails`} className="ms-more">
          {t('brandsite.all_cocktails')}
        </Link>
      </section>
    </>
  );
}

/** The production claims as four figures (spec §1, §9), linking to the full facts. */
function MadeFigures({ factsPath }: { factsPath: string }) {
  const { t } = useI18n();
  const figures = [
    ['1', 'brandsite.figure.estate'],
    ['6×', 'brandsite.figure.distilled'],
    ['5', 'brandsite.figure.filters'],
    ['500+', 'brandsite.figure.rested'],
  ] as const;
  return (
    <section className="ms-section ms-made" aria-labelledby="ms-made-title">
      <h2 id="ms-made-title" className="ms-heading">
        {t('brandsite.made')}
      </h2>
      <ul className="ms-figures">
        {figures.map(([figure, key]) => (
          <li key={key}>
            <span className="ms-figure">{figure}</span> <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      <Link to={factsPath} className="ms-more">
        {t('brandsite.all_facts')}
      </Link>
    </section>
  );
}
