import QRCode from 'qrcode';

/** A QR code of `text` as an SVG string, drawn on the server (no QR library in the browser). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}
