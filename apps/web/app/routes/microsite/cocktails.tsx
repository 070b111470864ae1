import { Image } from '../../components/Image.tsx';
import { cocktailPicture } from '../../components/microsite/CocktailCard.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { micrositeMeta } from '../../lib/microsite-meta.ts';
import type { Route } from './+types/cocktails';
import { gatedMicrosite } from './microsite.server.ts';

/** The cocktail recipes: ingredients with amounts, steps and a picture each. */
export function loader({ params, request }: Route.LoaderArgs) {
  const { content } = gatedMicrosite(request, params);
  return { wordmark: content.wordmark, cocktails: content.cocktails };
}

export function meta(args: Route.MetaArgs) {
  return micrositeMeta(args, { key: 'brandsite.cocktails' });
}

export default function Cocktails({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="ms-section">
      <h1 className="ms-title ms-title-small">{t('brandsite.cocktails')}</h1>
      {loaderData.cocktails.map((cocktail, index) => (
        <article
          key={cocktail.slug}
          id={cocktail.slug}
          className="ms-recipe"
          aria-labelledby={`${cocktail.slug}-name`}
        >
          <Image
            src={cocktailPicture(cocktail)}
            alt=""
            width={320}
            height={320}
            className="ms-recipe-picture"
            priority={index === 0}
          />
          <div>
            <h2 id={`${cocktail.slug}-name`} className="ms-heading">
              {cocktail.name}
            </h2>
            <p className="ms-recipe-lead">{cocktail.description}</p>
            <h3>{t('brandsite.ingredients')}</h3>
            <ul className="ms-ingredients">
              {cocktail.ingredients.map((ingredient) => (
                <li key={ingredient.item}>
                  <span className="ms-amount">{ingredient.amount}</span> {ingredient.item}
                </li>
              ))}
            </ul>
            <h3>{t('brandsite.method')}</h3>
            <ol className="ms-steps">
              {cocktail.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </article>
      ))}
    </div>
  );
}
