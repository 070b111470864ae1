import { useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { withParam } from '../lib/listing-query.ts';

/**
 * A page's sort menu: a choice moves to the same address with `sort` set (and back to the
 * first page), keeping the other parameters. Without JavaScript its form's button applies it.
 */
export function SortSelect({
  options,
  current,
}: {
  options: readonly { value: string; label: string }[];
  current: string;
}) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
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
          {options.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
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
