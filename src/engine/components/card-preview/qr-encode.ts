import QRCode from 'qrcode';

// The encoder (about 10 kB gzipped) in a chunk of its own: qr-code.tsx loads it when a code is
// first drawn, after the page around it has painted.

/** The QR code of text as an SVG data URL (no canvas needed, sharp at any size). */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The QR code of text as a PNG data URL of `width` pixels, for downloading (下载二维码). */
export const qrPngDataUrl = (text: string, width = 512): Promise<string> =>
  QRCode.toDataURL(text, { width, margin: 2, errorCorrectionLevel: 'M' });
