/**
 * The link a card's QR code encodes: the public card page (/card/{id}), which shows the card's
 * published version without a session, as the mini-program's web view opens it.
 *
 * @example cardLink(12) // 'https://admin.example.com/card/12'
 */
export const cardLink = (id: number, origin: string = window.location.origin): string =>
  `${origin}/card/${id}`;
