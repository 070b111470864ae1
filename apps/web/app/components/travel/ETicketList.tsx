import { Link } from 'react-router';
import type { ETicketCard } from '../../lib/e-tickets.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';

/**
 * E-tickets, each with its QR code for the door (a hotel's reception, a tour's guide): what it
 * is for, when, who it lets in, and whether it was used or cancelled.
 */
export function ETicketList(props: {
  tickets: ETicketCard[];
  /** Under the page's h1 (My Account) or a section's h2 (the order page). */
  headingLevel: 2 | 3;
  linkOrders?: boolean;
}) {
  const { t, path } = useI18n();
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="e-ticket-list">
      {props.tickets.map((ticket) => (
        <li key={ticket.code} className={`e-ticket is-${ticket.status}`} data-code={ticket.code}>
          <div className="e-ticket-body">
            <p className="e-ticket-kind">
              <Icon name="ticket" size={18} /> {t(`e_ticket.kind.${ticket.kind}`)}
            </p>
            <Heading className="e-ticket-title">{ticket.title}</Heading>
            <dl className="e-ticket-facts">
              <dt>{t('e_ticket.when')}</dt>
              <dd>
                {ticket.startsAt}
                {ticket.endsAt ? ` – ${ticket.endsAt}` : ''}
              </dd>
              <dt>{t('e_ticket.holder')}</dt>
              <dd>{ticket.holder}</dd>
              <dt>{t('e_ticket.code')}</dt>
              <dd>
                <code>{ticket.code}</code>
              </dd>
              {props.linkOrders && ticket.orderNumber && (
                <>
                  <dt>{t('e_ticket.order')}</dt>
                  <dd>
                    <Link to={path(`/orders/${ticket.orderNumber}`)}>{ticket.orderNumber}</Link>
                  </dd>
                </>
              )}
            </dl>
            {ticket.status !== 'valid' && (
              <p className="e-ticket-status">
                {ticket.status === 'used'
                  ? t('e_ticket.used', { at: ticket.usedAt ?? '' })
                  : t('e_ticket.canceled')}
              </p>
            )}
          </div>
          {ticket.qr && (
            <div
              className="qr-code e-ticket-qr"
              role="img"
              aria-label={t('e_ticket.qr_label', { code: ticket.code })}
              // Drawn by the shop's own server from the ticket's code, never from input.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own drawing, see above
              dangerouslySetInnerHTML={{ __html: ticket.qr }}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
