import type { ReactNode } from 'react';
import { CardSections, cardParts } from '../../engine/components/card-preview/card-sections';
import { joinFilled, type CardPreviewData } from '../../engine/components/card-preview/card-types';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <li>
    <span className="pc-label">{label}</span>
    <span className="pc-value">{children}</span>
  </li>
);

interface Props {
  card: CardPreviewData;
  firmName: string;
  /** Fields the firm shows on its card page (名片页). */
  shows: (field: string) => boolean;
  actions: ReactNode;
  onCall: () => void;
  onCopyWechat: () => void;
}

/**
 * The card's content: who, contacts (tappable), the configured buttons, then the long parts
 * (card-sections.tsx, shared with the console's preview).
 */
export function CardView({ card, firmName, shows, actions, onCall, onCopyWechat }: Props) {
  const name = card.name?.trim() || '律师';
  const parts = cardParts(card, shows);
  const { avatar, areas, meta } = parts;
  // Only a web address is a link here; the console's preview shows whatever was typed, as text.
  const homepage =
    shows('homepage') && card.homepage && /^https?:\/\//i.test(card.homepage)
      ? card.homepage
      : null;

  return (
    <article className="pc-card" aria-label={`${name}的名片`}>
      <header className="pc-head">
        {avatar ? (
          <img className="pc-avatar" src={avatar} alt={`${name}的照片`} width={88} height={88} />
        ) : (
          <div className="pc-avatar pc-initial" aria-hidden>
            {name.slice(0, 1)}
          </div>
        )}
        <div className="pc-who">
          <h1>
            {name}
            {card.title && <span className="pc-title">{card.title}</span>}
          </h1>
          <p className="pc-org">{joinFilled(firmName, card.organizationName)}</p>
          {meta && <p className="pc-meta">{meta}</p>}
        </div>
      </header>

      {areas.length > 0 && (
        <ul className="pc-areas" aria-label="专业领域">
          {areas.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      )}

      {actions}

      <ul className="pc-contacts" aria-label="联系方式">
        {shows('mobile') && card.mobile && (
          <Row label="手机">
            <a href={`tel:${card.mobile}`} onClick={onCall}>
              {card.mobile}
            </a>
          </Row>
        )}
        {shows('phone') && card.phone && (
          <Row label="座机">
            <a href={`tel:${card.phone}`} onClick={onCall}>
              {card.phone}
            </a>
          </Row>
        )}
        {shows('email') && card.email && (
          <Row label="邮箱">
            <a href={`mailto:${card.email}`}>{card.email}</a>
          </Row>
        )}
        {shows('wechat') && card.wechat && (
          <Row label="微信">
            <span>{card.wechat}</span>
            <button type="button" className="pc-copy" onClick={onCopyWechat}>
              复制
            </button>
          </Row>
        )}
        {shows('address') && card.address && <Row label="地址">{card.address}</Row>}
        {homepage && (
          <Row label="主页">
            <a href={homepage} target="_blank" rel="noopener noreferrer">
              {homepage.replace(/^https?:\/\//i, '')}
            </a>
          </Row>
        )}
      </ul>

      <CardSections parts={parts} prefix="pc" heading="h2" videoPreload="none" />
    </article>
  );
}
