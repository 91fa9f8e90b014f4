import type { ReactNode } from 'react';
import {
  filledRows,
  joinFilled,
  professionList,
  type CardPreviewData,
} from '../../engine/components/card-preview/card-types';
import { isSafeUrl } from '../../engine/components/rich-text/safe-url';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="pc-section" aria-label={title}>
    <h2>{title}</h2>
    {children}
  </section>
);

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

/** The card's content: who, contacts (tappable), the configured buttons, then the long parts. */
export function CardView({ card, firmName, shows, actions, onCall, onCopyWechat }: Props) {
  const name = card.name?.trim() || '律师';
  const avatar = card.avatar && isSafeUrl(card.avatar) ? card.avatar : null;
  const areas = shows('professions') ? professionList(card.professionNames) : [];
  const meta = joinFilled(
    shows('practiceYears') && card.practiceYears != null ? `执业 ${card.practiceYears} 年` : null,
    shows('licenseNo') && card.licenseNo ? `执业证号 ${card.licenseNo}` : null,
  );
  const education = shows('education') ? filledRows(card.education) : [];
  const work = shows('workHistory') ? filledRows(card.workHistory) : [];
  const honors = shows('honors') ? filledRows(card.honors) : [];
  const cases = shows('cases') ? filledRows(card.cases) : [];
  const video = shows('video') && card.video && isSafeUrl(card.video) ? card.video : null;
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

      {shows('bio') && card.bio?.trim() && (
        <Section title="个人简介">
          <p className="pc-bio">{card.bio}</p>
        </Section>
      )}
      {video && (
        <Section title="视频介绍">
          <video src={video} controls preload="none" width="100%" />
        </Section>
      )}
      {education.length > 0 && (
        <Section title="教育经历">
          <ul className="pc-list">
            {education.map((e, i) => (
              <li key={i}>
                <strong>{e.school}</strong>
                <span>{joinFilled(e.major, e.degree, e.period)}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {work.length > 0 && (
        <Section title="工作经历">
          <ul className="pc-list">
            {work.map((w, i) => (
              <li key={i}>
                <strong>{w.company}</strong>
                <span>{joinFilled(w.position, w.period)}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {honors.length > 0 && (
        <Section title="荣誉奖项">
          <ul className="pc-list">
            {honors.map((h, i) => (
              <li key={i}>
                <strong>{h.title}</strong>
                {h.year != null && h.year !== '' && <span>{h.year}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {cases.length > 0 && (
        <Section title="代表案例">
          <ul className="pc-list">
            {cases.map((c, i) => (
              <li key={i}>
                <strong>{c.title}</strong>
                {c.summary && <p>{c.summary}</p>}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </article>
  );
}
