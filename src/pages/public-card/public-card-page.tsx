import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { call } from '../../api/call';
import { FIRM_ID } from '../../api/client';
import { ApiError } from '../../api/errors';
import { cardLink } from '../../engine/components/card-preview/card-link';
import { cardLook } from '../../engine/components/card-preview/card-look';
import {
  professionList,
  type CardPreviewData,
} from '../../engine/components/card-preview/card-types';
import { useParams } from 'react-router-dom';
import { useAppConf } from '../../engine/state/app-conf';
import { CardActions, copyText } from './card-actions';
import { report, sourceOf } from './card-events';
import { CardView } from './card-view';
import { setHeadTags } from './head-tags';
import { isMapService } from './map-link';
import './public-card.css';

type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; id: number; card: CardPreviewData; firmName: string };

interface Fetched {
  id: number;
  card: Promise<CardPreviewData>;
  firmName: Promise<string>;
}

const fetchCard = (id: number): Fetched => ({
  id,
  card: call<CardPreviewData>('card.public', { params: { id }, silent: true }),
  firmName: call<{ name: string }>('auth.firmInfo', { params: { id: FIRM_ID }, silent: true })
    .then((f) => f.name)
    .catch(() => ''),
});

// The card's request is the page's critical path: it leaves when this chunk loads (the router
// preloads it at start-up, beside conf.app), not after the first render, unless the server sent
// the card in the page already; the page takes it once.
let early: Fetched | undefined;
const CARD_PATH = /^\/card\/(\d+)$/;
const atLoad = CARD_PATH.exec(window.location.pathname);
/** The card the server put in the page (static-spa's head for /card/{id}), when it did. */
const inPage = (): { id: number; card: CardPreviewData; firmName: string } | null => {
  try {
    const text = document.getElementById('card-data')?.textContent;
    return text
      ? (JSON.parse(text) as { id: number; card: CardPreviewData; firmName: string })
      : null;
  } catch {
    return null;
  }
};
if (atLoad) {
  const given = inPage();
  early =
    given && given.id === Number(atLoad[1])
      ? {
          id: given.id,
          card: Promise.resolve(given.card),
          firmName: Promise.resolve(given.firmName),
        }
      : fetchCard(Number(atLoad[1]));
  early.card.catch(() => undefined);
}
const take = (id: number): Fetched => {
  const found = early?.id === id ? early : undefined;
  early = undefined;
  return found ?? fetchCard(id);
};

const absolute = (url: string | null | undefined) =>
  url ? new URL(url, window.location.origin).toString() : null;

/**
 * /card/:id, public: what the card's QR code and shared links open, on the visitor's phone. The
 * card's published version, full width at phone sizes (centred on a desktop), with the firm's
 * buttons (名片按钮) as working links and buttons. No antd and no Formily here: the page is the
 * first thing a client sees, often on a slow connection (docs/architecture.md, 名片数据).
 */
export default function PublicCardPage() {
  const { id } = useParams();
  const { conf } = useAppConf();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [status, setStatus] = useState('');
  const counted = useRef<number | null>(null);

  useEffect(() => {
    let alive = true;
    const n = Number(id);
    if (!Number.isInteger(n) || n < 1) {
      setLoad({ state: 'missing' });
      return;
    }
    const fetched = take(n);
    Promise.all([fetched.card, fetched.firmName])
      .then(([card, firmName]) => {
        if (!alive) return;
        setLoad({ state: 'ready', id: n, card, firmName });
        // One view per page load (React's development double effects included).
        if (counted.current !== n) {
          counted.current = n;
          report(n, 'view', sourceOf(window.location.search));
        }
      })
      .catch((err: unknown) => {
        if (!alive) return;
        const missing = err instanceof ApiError && err.code === '404';
        setLoad({ state: missing ? 'missing' : 'failed' });
        document.title = missing ? '名片不存在' : '名片加载失败';
      });
    return () => {
      alive = false;
    };
  }, [id]);

  useEffect(() => {
    if (load.state !== 'ready') return;
    const { card, firmName } = load;
    const name = card.name ?? '';
    const areas = professionList(card.professionNames);
    setHeadTags({
      title: [name, firmName || card.organizationName].filter(Boolean).join(' - '),
      description: [card.title, card.organizationName, areas.join('、')]
        .filter(Boolean)
        .join(' · '),
      url: cardLink(load.id),
      image: absolute(card.avatar),
    });
  }, [load]);

  if (load.state !== 'ready') {
    const text = {
      loading: ['加载中…', ''],
      missing: ['名片不存在或尚未发布', '请确认链接是否正确。'],
      failed: ['名片加载失败', '请检查网络后刷新重试。'],
    }[load.state];
    return (
      <main className="pc-page pc-notice" aria-busy={load.state === 'loading'}>
        <h1>{text[0]}</h1>
        {text[1] && <p>{text[1]}</p>}
      </main>
    );
  }

  const { card, firmName } = load;
  const look = cardLook(conf);
  const shows = (field: string) => look.fields.has(field);
  // conf.app's 名片按钮 section; its type in the shell names only the buttons.
  const chosenMap = (conf.cardMenu as { mapService?: unknown } | undefined)?.mapService;
  const mapService = isMapService(chosenMap) ? chosenMap : 'amap';
  // What leaves the page (the vCard, a share) carries only what the firm shows on its card page.
  const shown = (field: keyof CardPreviewData) =>
    shows(field) ? (card[field] as string | null | undefined) : null;
  const visible: CardPreviewData = {
    ...card,
    mobile: shown('mobile'),
    phone: shown('phone'),
    email: shown('email'),
    wechat: shown('wechat'),
    address: shown('address'),
    homepage: shown('homepage'),
  };
  const copyWechat = () =>
    void copyText(card.wechat ?? '').then((ok) =>
      setStatus(ok ? '微信号已复制，可在微信中添加' : `微信号：${card.wechat}`),
    );

  return (
    <main className="pc-page" style={{ '--pc-theme': look.themeColor } as CSSProperties}>
      <CardView
        card={visible}
        firmName={firmName}
        shows={shows}
        onCall={() => report(load.id, 'call')}
        onCopyWechat={copyWechat}
        actions={
          <CardActions
            cardId={load.id}
            card={visible}
            buttons={look.buttons}
            mapService={mapService}
            shareLink={`${cardLink(load.id)}?from=share`}
            onStatus={setStatus}
            vcard={{
              name: card.name ?? '',
              title: card.title,
              org: [firmName, card.organizationName ?? ''],
              mobile: visible.mobile,
              phone: visible.phone,
              email: visible.email,
              address: visible.address,
              url: cardLink(load.id),
              homepage: visible.homepage,
              photo: absolute(card.avatar),
              areas: shows('professions') ? professionList(card.professionNames) : [],
            }}
          />
        }
      />
      <p className="pc-status" role="status">
        {status}
      </p>
    </main>
  );
}
