import { useI18n } from '../../lib/i18n.tsx';
import type { OrderData } from '../../routes/order.server.ts';

/** The order's life so far: every state it reached, oldest first, with its date and time. */
export function OrderTimeline({ timeline }: { timeline: OrderData['timeline'] }) {
  const { t } = useI18n();
  if (timeline.length === 0) return null;
  return (
    <section className="order-timeline" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">{t('order.timeline')}</h2>
      <ol>
        {timeline.map((step) => (
          <li key={step.id} className={`order-timeline-step order-state-${step.state}`}>
            <span className="order-timeline-state">{t(`order.state.${step.state}`)}</span>{' '}
            <time dateTime={step.iso}>{step.at}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
