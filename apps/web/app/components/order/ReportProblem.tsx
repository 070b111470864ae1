import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';

/** A delivered order's time to report an item, as the order's page shows it. */
export interface ReportWindowView {
  until: string;
  names: string[];
}

/**
 * After delivery, until when the buyer can report an item damaged or not as ordered (each
 * item's kind gives its hours), and where: the contact form, its subject the order's number.
 * Gone once every window has passed, or after a return.
 */
export function ReportProblem(props: { number: string; windows: ReportWindowView[] }) {
  const { t, path } = useI18n();
  const [only] = props.windows;
  if (!only) return null;
  const contact = `${path('/contact')}?subject=${encodeURIComponent(
    t('order.report.subject', { number: props.number }),
  )}`;
  return (
    <section className="order-report" aria-labelledby="order-report">
      <h2 id="order-report">{t('order.report.title')}</h2>
      {props.windows.length === 1 ? (
        <p>{t('order.report.until', { date: only.until })}</p>
      ) : (
        <>
          <p>{t('order.report.intro')}</p>
          <ul>
            {props.windows.map((window) => (
              <li key={window.until}>
                {t('order.report.items_until', {
                  items: window.names.join(', '),
                  date: window.until,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="order-report-links">
        <Link to={contact}>{t('order.report.contact')}</Link>
        <Link to={path('/pages/returns')}>{t('product.terms.returns_page')}</Link>
      </p>
    </section>
  );
}
