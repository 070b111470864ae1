import { useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { withParam } from '../../lib/listing-query.ts';

const SORT_KEYS = [
  'popularity',
  'date_desc',
  'date_asc',
  'price_asc',
  'price_desc',
  'sale_desc',
  'name_asc',
  'name_desc',
  'random',
] as const;

/** The sort menu (spec §2 labels). Without JavaScript its form's button applies it. */
export function SortMenu({ searching }: { searching: boolean }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = params.get('sort') ?? (searching ? 'relevance' : 'popularity');
  const keys = searching ? (['relevance', ...SORT_KEYS] as const) : SORT_KEYS;
  return (
    <form method="get" className="sort-menu">
      {[...params].map(([name, value]) =>
        name === 'sort' || name === 'page' ? null : (
          <input key={name} type="hidden" name={name} value={value} />
        ),
      )}
      <label>
        <span>{t('listing.sort')}</span>
        <select
          name="sort"
          value={current}
          onChange={(event) =>
            navigate(withParam(params, 'sort', event.currentTarget.value), {
              preventScrollReset: true,
            })
          }
        >
          {keys.map((key) => (
            <option key={key} value={key}>
              {t(`sort.${key}`)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit">{t('listing.apply')}</button>
      </noscript>
    </form>
  );
}
