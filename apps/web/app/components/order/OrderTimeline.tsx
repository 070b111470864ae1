import { useI18n } from '../../lib/i18n.tsx';
import type { OrderData } from '../../routes/order.server.ts';

/**
 * The order's life so far: every state it reached, oldest first, with its date and time. Its
 * heading is an `h2` on the order's page, an `h3` where the order is itself a section.
 */
export function OrderTimeline({
  timeline,
  heading: Heading = 'h2',
}: {
  timeline: OrderData['timeline'];
  heading?: 'h2' | 'h3';
}) {
  const { t } = useI18n();
  if (timeline.length === 0) return null;
  return (
    <section className="order-timeline" aria-labelledby="order-timeline-title">
      <Heading id="order-timeline-title">{t('order.timeline')}</Heading>
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
