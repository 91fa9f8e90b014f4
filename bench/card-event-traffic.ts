// What the card event load sends (POST /api/cardEvent, as the public card page reports): events
// spread over many published cards and many visitors, each visitor with its own address (through
// X-Forwarded-For; bench/server.ts trusts loopback as a proxy) and phone, mostly views by QR code
// and link, some calls, saves, shares and map taps. Deterministic in the request's index, so two
// runs send the same traffic.

export const VISITORS = 5000;

const PHONES = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
  'Mozilla/5.0 (Linux; Android 13; V2203A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.45',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; 23049RAD8C) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
];

// Out of 20 events: 14 views, 2 calls, 2 saves, 1 share, 1 map tap.
const TYPES = [...Array<string>(14).fill('view'), 'call', 'call', 'save', 'save', 'share', 'map'];
// Out of 20 views: 10 by QR code, 5 by link, 4 from a share, 1 from the mini-program.
const SOURCES = [
  ...Array<string>(10).fill('qr'),
  ...Array<string>(5).fill('link'),
  ...Array<string>(4).fill('share'),
  'miniprogram',
];

/** A spread of the index that does not walk the cards or visitors in order (Knuth's constant). */
const mix = (i: number, salt: number) => Math.imul(i + salt, 2654435761) >>> 0;

export interface EventRequest {
  body: string;
  headers: Record<string, string>;
}

/** The `i`th event of the load, on one of `cards`. */
export const eventRequest = (i: number, cards: readonly number[]): EventRequest => {
  const visitor = mix(i, 1) % VISITORS;
  const type = TYPES[mix(i, 2) % TYPES.length];
  const body: Record<string, unknown> = {
    firmId: 1,
    // A visitor mostly looks at one card; every seventh event is another card they were sent.
    cardId: cards[(i % 7 === 0 ? mix(i, 3) : visitor) % cards.length],
    type,
  };
  if (type === 'view') body.source = SOURCES[mix(i, 4) % SOURCES.length];
  return {
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'user-agent': PHONES[visitor % PHONES.length],
      'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    },
  };
};
