import { useState } from 'react';
import type { CardPreviewData } from '../../engine/components/card-preview/card-types';
import { report, type CardEventType } from './card-events';
import { mapLink, type MapService } from './map-link';
import { toVCard, type VCardInput } from './vcard';

interface Props {
  cardId: number;
  card: CardPreviewData;
  /** The configured buttons in order (名片按钮), value and label. */
  buttons: Array<{ value: string; label: string }>;
  mapService: MapService;
  /** The link a share sends (this page, marked as shared). */
  shareLink: string;
  vcard: VCardInput;
  /** Shows a short status line (链接已复制 …) for screen readers and eyes. */
  onStatus: (text: string) => void;
}

const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/vcard;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.vcf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** Copies text; false when the browser refuses (no clipboard permission, old WebView). */
export const copyText = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The card's buttons as the firm configured them: links where the platform does the work (tel:,
 * mailto:, the map and the homepage), buttons for what the page does itself (the vCard, sharing,
 * copying the WeChat ID). A button whose field the card lacks is left out.
 */
export function CardActions({
  cardId,
  card,
  buttons,
  mapService,
  shareLink,
  vcard,
  onStatus,
}: Props) {
  const [busy, setBusy] = useState(false);
  const tap = (type: CardEventType) => report(cardId, type);

  const share = async () => {
    tap('share');
    const data = { title: document.title, url: shareLink };
    if (typeof navigator.share === 'function') {
      setBusy(true);
      try {
        await navigator.share(data);
        return;
      } catch (err) {
        // The visitor closed the share sheet: nothing to say.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      } finally {
        setBusy(false);
      }
    }
    onStatus(
      (await copyText(shareLink)) ? '名片链接已复制，可粘贴发送' : `请复制链接：${shareLink}`,
    );
  };

  const items = buttons.flatMap(({ value, label }) => {
    switch (value) {
      case 'call':
        return card.mobile || card.phone
          ? [
              <a key={value} href={`tel:${card.mobile || card.phone}`} onClick={() => tap('call')}>
                {label}
              </a>,
            ]
          : [];
      case 'saveContact':
        return [
          <button
            key={value}
            type="button"
            onClick={() => {
              tap('save');
              download(vcard.name, toVCard(vcard));
              onStatus('名片文件已下载，打开即可存入通讯录');
            }}
          >
            {label}
          </button>,
        ];
      case 'share':
        return [
          <button key={value} type="button" disabled={busy} onClick={() => void share()}>
            {label}
          </button>,
        ];
      case 'navigate':
        return card.address
          ? [
              <a
                key={value}
                href={mapLink(mapService, card.address)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => tap('map')}
              >
                {label}
              </a>,
            ]
          : [];
      case 'wechat':
        return card.wechat
          ? [
              <button
                key={value}
                type="button"
                onClick={() =>
                  void copyText(card.wechat ?? '').then((ok) =>
                    onStatus(ok ? '微信号已复制，可在微信中添加' : `微信号：${card.wechat}`),
                  )
                }
              >
                {label}
              </button>,
            ]
          : [];
      case 'email':
        return card.email
          ? [
              <a key={value} href={`mailto:${card.email}`}>
                {label}
              </a>,
            ]
          : [];
      case 'homepage':
        return card.homepage && /^https?:\/\//i.test(card.homepage)
          ? [
              <a key={value} href={card.homepage} target="_blank" rel="noopener noreferrer">
                {label}
              </a>,
            ]
          : [];
      default:
        return [];
    }
  });
  if (!items.length) return null;
  return (
    <nav className="pc-actions" aria-label="名片按钮">
      {items}
    </nav>
  );
}
