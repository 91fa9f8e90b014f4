import { calls } from '../../api/calls';
import { alova, FIRM_ID } from '../../api/client';

/** What the card page reports (server: routes/card-event). */
export type CardEventType = 'view' | 'save' | 'call' | 'share' | 'map';
const SOURCES = ['qr', 'link', 'share', 'miniprogram'] as const;
export type CardSource = (typeof SOURCES)[number];

/** Where the visitor came from: the `from` parameter the QR code and shared links carry. */
export const sourceOf = (search: string): CardSource => {
  const from = new URLSearchParams(search).get('from');
  return (SOURCES as readonly string[]).includes(from ?? '') ? (from as CardSource) : 'link';
};

/**
 * Reports an event without waiting: keepalive lets it finish while a tel:, mailto: or map link
 * leaves the page, and nothing the visitor sees depends on its answer.
 */
export const report = (cardId: number, type: CardEventType, source?: CardSource): void => {
  const body = JSON.stringify({ firmId: FIRM_ID, cardId, type, ...(source ? { source } : {}) });
  try {
    void fetch(`${alova.options.baseURL}${calls['cardEvent.report'].url}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => undefined);
  } catch {
    // A browser without fetch keepalive: the count is lost, the card still works.
  }
};
