import { useSearchParams } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { SortSelect } from '../SortSelect.tsx';

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

/**
 * The product list's sort menu (spec §2 labels); a search may also sort by relevance, and deals
 * are listed by when they end unless sorted otherwise.
 */
export function SortMenu({ searching, deals }: { searching: boolean; deals?: boolean }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const first = deals ? 'ending_soon' : searching ? 'relevance' : 'popularity';
  const keys = first === 'popularity' ? SORT_KEYS : ([first, ...SORT_KEYS] as const);
  return (
    <SortSelect
      options={keys.map((key) => ({ value: key, label: t(`sort.${key}`) }))}
      current={params.get('sort') ?? first}
    />
  );
}
