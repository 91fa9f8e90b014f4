// The <title> and share tags of /card/{id} in the HTML the server sends (plugins/static-spa.ts):
// WeChat's and other apps' link previews read the page without running its scripts, so the tags
// the card page sets at run time would come too late for them. Only what the public card always
// shows (name, title, office, photo) of the PUBLISHED version; nothing for an unknown card. The
// page's data comes along too, so the card paints without waiting for its own request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PreloadLinks } from '../../plugins/static-spa';

const CARD_PATH = /^\/card\/(\d{1,9})$/;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The head tags for a request of /card/{id}, or null (another path, or no published card). */
export const cardPageHead = async (
  app: FastifyInstance,
  request: FastifyRequest,
  preloads: PreloadLinks = () => [],
): Promise<string | null> => {
  const m = CARD_PATH.exec(request.url.split('?')[0] ?? '');
  if (!m) return null;
  const firmId = request.firmId;
  const card = await app.cards.byId(firmId, Number(m[1]));
  const pub = card?.published as
    { name?: string; title?: string; avatar?: string; organizationId?: number } | null | undefined;
  if (!pub?.name) return null;
  const [firm, office] = await Promise.all([
    app.firms.byId(firmId),
    pub.organizationId ? app.organizations.byId(firmId, pub.organizationId) : undefined,
  ]);
  const title = [pub.name, firm?.name].filter(Boolean).join(' - ');
  const description = [pub.title, office?.name].filter(Boolean).join(' · ');
  const origin = `${request.protocol}://${request.host}`;
  const image =
    pub.avatar && /^(https?:\/\/|\/)/i.test(pub.avatar)
      ? new URL(pub.avatar, origin).toString()
      : '';
  const tags: Array<[string, string, string]> = [
    ['name', 'description', description],
    ['property', 'og:type', 'profile'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${origin}/card/${m[1]}`],
    ['itemprop', 'name', title],
    ['itemprop', 'description', description],
    ...(image
      ? ([
          ['property', 'og:image', image],
          ['itemprop', 'image', image],
        ] as Array<[string, string, string]>)
      : []),
  ];
  // The card itself, as GET /card/public/{id} answers it (the same route, so the same fields the
  // firm shows), for the page to render without a second round trip. JSON in a non-executed
  // script element; `<` is escaped so no text can close it.
  const answer = await app.inject({
    method: 'GET',
    url: `/api/card/public/${m[1]}?firmId=${firmId}`,
    remoteAddress: request.ip,
  });
  const body =
    answer.statusCode === 200 ? (answer.json() as { code?: string; data?: unknown }) : {};
  const data =
    body.code === '200'
      ? `<script type="application/json" id="card-data">${JSON.stringify({
          id: Number(m[1]),
          card: body.data,
          firmName: firm?.name ?? '',
        }).replace(/</g, '\\u003c')}</script>`
      : '';
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
    data,
    // The page's code travels beside the entry rather than after it has run.
    ...preloads('public-card'),
  ].join('\n    ');
};
