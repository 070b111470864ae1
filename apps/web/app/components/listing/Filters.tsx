import { formatMoney } from '@shop/i18n';
import { Form, Link, useSearchParams, useSubmit } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { FILTER_PARAMS } from '../../lib/listing-query.ts';
import type { ListingData } from '../../routes/listing.server.ts';

type Facets = NonNullable<ListingData['facets']>;

/**
 * Filters with counts that reflect the other active filters. A plain GET form, so it works
 * without JavaScript (the Apply button); with JavaScript every change applies at once.
 */
export function Filters({ facets, colors }: { facets: Facets; colors: ListingData['colors'] }) {
  const { t, path, locale, count } = useI18n();
  const [params] = useSearchParams();
  const submit = useSubmit();
  const selected = (name: string) => new Set(params.get(name)?.split(',') ?? []);
  const brands = selected('brand');
  const sizes = selected('size');
  const chosenColors = selected('color');
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const [name, value] of params) {
      if (!['page', ...FILTER_PARAMS].includes(name)) next.set(name, value);
    }
    for (const name of ['brand', 'size', 'color']) {
      const values = form.getAll(name).map(String);
      if (values.length) next.set(name, values.join(','));
    }
    for (const name of ['price_min', 'price_max', 'availability']) {
      const value = String(form.get(name) ?? '');
      if (value) next.set(name, value);
    }
    submit(next, { method: 'get', preventScrollReset: true, replace: false });
  };
  return (
    <Form method="get" className="filters" onChange={onChange} aria-label={t('listing.filters')}>
      {params.get('q') && <input type="hidden" name="q" value={params.get('q') ?? ''} />}
      {params.get('sort') && <input type="hidden" name="sort" value={params.get('sort') ?? ''} />}
      {facets.taxons.length > 0 && (
        <fieldset>
          <legend>{t('listing.categories')}</legend>
          <ul className="facet-links">
            {facets.taxons.map((taxon) => (
              <li key={taxon.id}>
                <Link
                  to={`${path(`/t/${taxon.permalink}`)}${params.get('q') ? `?q=${encodeURIComponent(params.get('q') ?? '')}` : ''}`}
                >
                  {taxon.name} <span className="count">{count(taxon.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {facets.brands.length > 0 && (
        <fieldset>
          <legend>{t('listing.brands')}</legend>
          {facets.brands.map((brand) => (
            <label key={brand.id} className="check">
              <input
                type="checkbox"
                name="brand"
                value={brand.code}
                defaultChecked={brands.has(brand.code)}
              />
              {brand.name} <span className="count">{count(brand.count)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend>{t('listing.price')}</legend>
        <div className="price-range">
          <input
            type="number"
            name="price_min"
            min={0}
            step={1000}
            inputMode="numeric"
            aria-label={t('listing.price_min')}
            placeholder={facets.price.min !== null ? formatMoney(facets.price.min, locale) : ''}
            defaultValue={params.get('price_min') ?? ''}
          />
          <span aria-hidden="true">–</span>
          <input
            type="number"
            name="price_max"
            min={0}
            step={1000}
            inputMode="numeric"
            aria-label={t('listing.price_max')}
            placeholder={facets.price.max !== null ? formatMoney(facets.price.max, locale) : ''}
            defaultValue={params.get('price_max') ?? ''}
          />
        </div>
      </fieldset>
      {facets.sizes.length > 0 && (
        <fieldset>
          <legend>{t('listing.sizes')}</legend>
          <div className="chips">
            {facets.sizes.map((size) => (
              <label key={size.value} className="chip">
                <input
                  type="checkbox"
                  name="size"
                  value={size.value}
                  defaultChecked={sizes.has(size.value)}
                />
                <span>
                  {size.value} <span className="count">{count(size.count)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {facets.colors.length > 0 && (
        <fieldset>
          <legend>{t('listing.colors')}</legend>
          <div className="chips">
            {facets.colors.map((color) => (
              <label key={color.value} className="chip">
                <input
                  type="checkbox"
                  name="color"
                  value={color.value}
                  defaultChecked={chosenColors.has(color.value)}
                />
                <span>
                  <i
                    className="chip-swatch"
                    style={{ background: colors[color.value]?.hex ?? '#ccc' }}
                  />
                  {colors[color.value]?.name ?? color.value}{' '}
                  <span className="count">{count(color.count)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset>
        <legend>{t('listing.availability')}</legend>
        <label className="check">
          <input
            type="checkbox"
            name="availability"
            value="all"
            defaultChecked={params.get('availability') === 'all'}
          />
          {t('listing.include_sold_out')}{' '}
          <span className="count">{count(facets.availability.sold_out)}</span>
        </label>
      </fieldset>
      <button type="submit" className="button filters-apply">
        {t('listing.apply')}
      </button>
    </Form>
  );
}
