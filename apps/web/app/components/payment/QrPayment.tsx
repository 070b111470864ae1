import { formatMoney } from '@shop/i18n';
import { useI18n } from '../../lib/i18n.tsx';
import { AccountForm, Submit } from '../account/Form.tsx';

/** A QR invoice as a page shows it (lib/qr.server.ts draws it). */
export interface QrView {
  paymentId: number;
  amount: number;
  qrText: string;
  /** The code as SVG, drawn by the shop's server. */
  svg: string;
  bankApps: { name: string; description: string; link: string }[];
  /** Until when it can be paid, as a time of day. */
  until: string;
}

/**
 * A QR invoice (an order's or a wallet recharge's): the code, the bank apps' links for a phone,
 * until when it can be paid, and a button that checks the payment without JavaScript (with it
 * the page asks by itself).
 */
export function QrPayment({ qr }: { qr: QrView }) {
  const { t, locale } = useI18n();
  return (
    <div className="qr-payment" data-qr-text={qr.qrText} data-payment-id={qr.paymentId}>
      <p>{t('order.qr_intro', { amount: formatMoney(qr.amount, locale) })}</p>
      <div
        className="qr-code"
        role="img"
        aria-label={t('order.qr_label')}
        // The SVG is drawn by the shop's own server from the invoice's text, never from input.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own drawing, see above
        dangerouslySetInnerHTML={{ __html: qr.svg }}
      />
      <p className="field-hint">{t('order.qr_until', { time: qr.until })}</p>
      {qr.bankApps.length > 0 && (
        <ul className="bank-apps" aria-label={t('order.bank_apps')}>
          {qr.bankApps.map((app) => (
            <li key={app.name}>
              <a href={app.link} className="button">
                {app.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <AccountForm intent="check" className="inline-form">
        <Submit className="button">{t('order.check_payment')}</Submit>
      </AccountForm>
    </div>
  );
}
