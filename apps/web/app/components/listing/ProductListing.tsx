import { Link, useNavigation, useSearchParams } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { isFiltered, withoutFilters, withParam } from '../../lib/listing-query.ts';
import { useShopStore } from '../../lib/store.tsx';
import type { ListingData } from '../../routes/listing.server.ts';
import { LoadMoreLink } from '../LoadMoreLink.tsx';
import { ProductCard } from '../ProductCard.tsx';
import { ShopLinkEmpty } from '../ShopLinkEmpty.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Filters } from './Filters.tsx';
import { SortMenu } from './SortMenu.tsx';

/**
 * A product list page: breadcrumbs, title, filters with counts, sort, grid or list layout
 * (remembered), and "load more" while a page comes back full (spec §4).
 */
export function ProductListing(props: { data: ListingData; title: string; lead?: string }) {
  const { data } = props;
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const [layout, setLayout] = useShopStore(
    (s) => s.layout,
    (s, v: 'grid' | 'list') => ({ ...s, layout: v }),
  );
  const loading = navigation.state === 'loading';
  return (
    <div className="listing container">
      <Breadcrumbs trail={data.breadcrumbs} />
      <header className="listing-head">
        <h1>{props.title}</h1>
        {props.lead && <p className="listing-lead">{props.lead}</p>}
        <p className="listing-count" aria-live="polite">
          {t('listing.count', { count: data.total })}
          {data.fuzzy && <span className="listing-fuzzy"> · {t('listing.fuzzy')}</span>}
        </p>
      </header>
      <div className="listing-body">
        <aside className="listing-filters">
          {/* On phones the filters fold away behind this toggle (a checkbox: no script needed). */}
          <input type="checkbox" id="show-filters" className="filters-toggle visually-hidden" />
          <label htmlFor="show-filters" className="button filters-toggle-label">
            {t('listing.filters')}
          </label>
          {data.facets && <Filters facets={data.facets} colors={data.colors} />}
        </aside>
        <section className="listing-results" aria-busy={loading}>
          {/* The cards' names are h3: headings go h1, h2, h3 for readers that list them. */}
          <h2 className="visually-hidden">{t('listing.results')}</h2>
          <div className="listing-tools">
            <SortMenu searching={Boolean(data.query.q)} deals={Boolean(data.query.deals)} />
            <fieldset className="layout-toggle" aria-label={t('listing.layout')}>
              <button
                type="button"
                aria-pressed={layout === 'grid'}
                onClick={() => setLayout('grid')}
              >
                {t('listing.grid')}
              </button>
              <button
                type="button"
                aria-pressed={layout === 'list'}
                onClick={() => setLayout('list')}
              >
                {t('listing.list')}
              </button>
            </fieldset>
          </div>
          {data.products.length === 0 ? (
            <ListingEmpty q={data.query.q} />
          ) : (
            <div className={`product-grid layout-${layout}`}>
              {data.products.map((product, i) => {
                const ends = data.saleEnds?.[product.id];
                return (
                  <ProductCard
                    key={product.id}
                    product={product}
                    priority={i < 4}
                    note={ends ? t('deals.until', { date: ends }) : undefined}
                  />
                );
              })}
            </div>
          )}
          {data.moreToFetch && (
            <LoadMoreLink
              to={withParam(params, 'page', String(data.query.pages + 1))}
              label={t('listing.load_more')}
            />
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * Nothing to show, and what to do about it: filters lead to the list without them; a search
 * that found nothing says to check the word; an empty category leads to all products.
 */
function ListingEmpty({ q }: { q: string | undefined }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  if (isFiltered(params)) {
    return (
      <div className="listing-empty">
        <p>{t('listing.empty')}</p>
        <Link className="button" to={withoutFilters(params)}>
          {t('listing.clear_filters')}
        </Link>
      </div>
    );
  }
  return <ShopLinkEmpty message={q ? t('listing.empty_search', { q }) : t('listing.empty_here')} />;
}
