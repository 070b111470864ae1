import { payments } from '@shop/core';
import type { Locale } from '@shop/i18n';
import QRCode from 'qrcode';
import type { QrView } from '../components/payment/QrPayment.tsx';
import { formatClock } from './dates.ts';

/** A QR code of `text` as an SVG string, drawn on the server (no QR library in the browser). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** A QR payment's invoice (its text, the bank apps, its deadline), drawn for QrPayment. */
export async function qrView(
  payment: payments.PaymentRow,
  locale: Locale,
  now: Date,
): Promise<QrView> {
  const invoice = payments.toInvoice(payment);
  return {
    paymentId: invoice.payment_id,
    amount: invoice.amount,
    qrText: invoice.qr_text,
    svg: await qrSvg(invoice.qr_text),
    bankApps: invoice.bank_apps,
    until: formatClock(payment.expiresAt ?? now, locale),
  };
}
