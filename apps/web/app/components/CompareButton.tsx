import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { COMPARE_MAX, toggleCompare, type ViewedProduct } from '../lib/shop-state.ts';
import { updateShopState, useShopStore } from '../lib/store.tsx';
import { useToast } from '../lib/toast.tsx';

/** Adds the product to the compare list or takes it off; a fifth is refused (spec §4, §5). */
export function CompareButton({ product }: { product: ViewedProduct }) {
  const { t, path } = useI18n();
  const toast = useToast();
  const [compare] = useShopStore(
    (s) => s.compare,
    (s) => s,
  );
  const inList = compare.some((p) => p.id === product.id);
  const onClick = () => {
    const outcomes: string[] = [];
    updateShopState((state) => {
      const result = toggleCompare(state, product);
      outcomes.push(result.outcome);
      return result.state;
    });
    if (outcomes.includes('full')) toast.show('warning', t('compare.full', { max: COMPARE_MAX }));
  };
  return (
    <div className="compare-action">
      <button
        type="button"
        className="button compare-button"
        aria-pressed={inList}
        onClick={onClick}
      >
        {inList ? t('compare.remove') : t('compare.add')}
      </button>
      {compare.length > 0 && (
        <Link
          to={path(`/compare?ids=${compare.map((p) => p.id).join(',')}`)}
          className="compare-link"
        >
          {t('compare.open', { count: compare.length })}
        </Link>
      )}
    </div>
  );
}
