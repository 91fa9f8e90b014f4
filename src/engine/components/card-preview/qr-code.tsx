import { useEffect, useState } from 'react';

const encoder = () => import('./qr-encode');

/** The QR code of text as an SVG data URL (no canvas needed, sharp at any size). */
export const qrDataUrl = async (text: string): Promise<string> => (await encoder()).qrDataUrl(text);

/** The QR code of text as a PNG data URL of `width` pixels, for downloading (下载二维码). */
export const qrPngDataUrl = async (text: string, width = 512): Promise<string> =>
  (await encoder()).qrPngDataUrl(text, width);

export interface QrCodeProps {
  text: string;
  /** CSS pixels; default 120. */
  size?: number;
  alt?: string;
}

/** A QR code image of text, e.g. a card's link. Shows an empty square while it is drawn. */
export function QrCode({ text, size = 120, alt = '二维码' }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    setSrc(null);
    qrDataUrl(text)
      .then((url) => alive && setSrc(url))
      .catch(() => alive && setSrc(null));
    return () => {
      alive = false;
    };
  }, [text]);

  return src ? (
    <img src={src} width={size} height={size} alt={alt} style={{ display: 'block' }} />
  ) : (
    <div style={{ width: size, height: size, background: '#f5f5f5' }} aria-busy="true" />
  );
}
