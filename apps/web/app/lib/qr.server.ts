import type { Locale } from '@shop/i18n';
import QRCode from 'qrcode';
import type { QrView } from '../components/payment/QrPayment.tsx';
import { formatClock } from './dates.ts';

/** A QR code of `text` as an SVG string, drawn on the server (no QR library in the browser). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** What a QR invoice's payment holds (its text, the bank apps), ready for QrPayment. */
export async function qrView(
  payment: {
    id: number;
    amount: number;
    details: Record<string, unknown> | null;
    expiresAt: Date | null;
  },
  locale: Locale,
  now: Date,
): Promise<QrView> {
  const qrText = String(payment.details?.qr_text ?? '');
  return {
    paymentId: payment.id,
    amount: payment.amount,
    qrText,
    svg: await qrSvg(qrText),
    bankApps: (payment.details?.bank_apps as QrView['bankApps'] | undefined) ?? [],
    until: formatClock(payment.expiresAt ?? now, locale),
  };
}
