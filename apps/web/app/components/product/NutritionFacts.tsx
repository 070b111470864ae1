import type { catalog } from '@shop/core';
import { LANGUAGE_TAGS } from '@shop/i18n';
import { useI18n } from '../../lib/i18n.tsx';

/** Nutrition facts per 100 g, with ingredients and allergens (food only). */
export function NutritionFacts({ facts }: { facts: catalog.Nutrition }) {
  const { t, locale } = useI18n();
  const grams = (value: number) =>
    `${new Intl.NumberFormat(LANGUAGE_TAGS[locale], { maximumFractionDigits: 2 }).format(value)} ${t('product.unit_g')}`;
  const rows: [string, string][] = [
    [t('product.energy'), `${facts.energy_kcal} ${t('product.unit_kcal')}`],
    [t('product.fat'), grams(facts.fat)],
    [t('product.carbohydrates'), grams(facts.carbohydrates)],
    [t('product.sugar'), grams(facts.sugar)],
    [t('product.protein'), grams(facts.protein)],
    [t('product.salt'), grams(facts.salt)],
  ];
  return (
    <section className="product-section" aria-labelledby="nutrition">
      <h2 id="nutrition">{t('product.nutrition')}</h2>
      <table className="spec-table nutrition-table">
        <thead>
          <tr>
            <td />
            <th scope="col">{t('product.per_100g')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <strong>{t('product.ingredients')}:</strong> {facts.ingredients}
      </p>
      <p>
        <strong>{t('product.allergens')}:</strong> {facts.allergens}
      </p>
    </section>
  );
}
