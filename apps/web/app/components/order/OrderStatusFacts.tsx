import { useI18n } from '../../lib/i18n.tsx';

/**
 * The first facts of an order in its `dl.order-facts`: when it was placed, its state (a badge)
 * and what its delivery is doing. Its page and "Find your order" both begin with them.
 */
export function OrderStatusFacts(props: {
  orderedAt: string | null;
  state: string;
  deliveryStatus: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <div>
        <dt>{t('order.date')}</dt>
        <dd>{props.orderedAt}</dd>
      </div>
      <div>
        <dt>{t('order.state_label')}</dt>
        <dd>
          <span className={`state-badge order-state order-state-${props.state}`}>
            {t(`order.state.${props.state}`)}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('order.delivery_status')}</dt>
        <dd>{t(`order.delivery.${props.deliveryStatus}`)}</dd>
      </div>
    </>
  );
}
