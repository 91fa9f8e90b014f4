// What the two pictures of a card share: the console's phone preview (card-preview.tsx) and the
// public card page (pages/public-card/card-view.tsx) pick the same fields the same way and show
// the long parts (个人简介, 视频介绍, 教育经历, 工作经历, 荣誉奖项, 代表案例) alike, as text, never
// HTML. React only, no antd and no Formily: the public page imports this (docs/architecture.md,
// 名片数据), so a change to what a card shows reaches both at once.
import type { ReactNode } from 'react';
import { isSafeUrl } from '../rich-text/safe-url';
import { filledRows, joinFilled, professionList, type CardPreviewData } from './card-types';

/**
 * The parts of `card` that show, given which fields the firm shows on its card page (名片页):
 * a hidden field is left out even when filled, and so are empty rows and unsafe links.
 *
 * @example cardParts({ practiceYears: 8 }, () => true).meta // '执业 8 年'
 */
export const cardParts = (card: CardPreviewData, shows: (field: string) => boolean) => ({
  avatar: card.avatar && isSafeUrl(card.avatar) ? card.avatar : null,
  areas: shows('professions') ? professionList(card.professionNames) : [],
  meta: joinFilled(
    shows('practiceYears') && card.practiceYears != null ? `执业 ${card.practiceYears} 年` : null,
    shows('licenseNo') && card.licenseNo ? `执业证号 ${card.licenseNo}` : null,
  ),
  bio: shows('bio') && card.bio?.trim() ? card.bio : '',
  video: shows('video') && card.video && isSafeUrl(card.video) ? card.video : null,
  education: shows('education') ? filledRows(card.education) : [],
  work: shows('workHistory') ? filledRows(card.workHistory) : [],
  honors: shows('honors') ? filledRows(card.honors) : [],
  cases: shows('cases') ? filledRows(card.cases) : [],
});

export type CardParts = ReturnType<typeof cardParts>;

interface Props {
  parts: CardParts;
  /** Class names are `${prefix}-section`, `-list` and `-bio`: each picture keeps its own CSS. */
  prefix: string;
  /** h2 on the public page (the name is its h1); h3 inside a console page. */
  heading: 'h2' | 'h3';
  /** The public page fetches nothing of a video before it is played (slow phones). */
  videoPreload: 'none' | 'metadata';
}

const Section = ({
  title,
  prefix,
  heading: Heading,
  children,
}: {
  title: string;
  prefix: string;
  heading: Props['heading'];
  children: ReactNode;
}) => (
  <section className={`${prefix}-section`} aria-label={title}>
    <Heading>{title}</Heading>
    {children}
  </section>
);

/** The long parts of a card, each section only when it has something to show. */
export function CardSections({ parts, prefix, heading, videoPreload }: Props) {
  const at = { prefix, heading };
  const list = `${prefix}-list`;
  const { bio, video, education, work, honors, cases } = parts;
  return (
    <>
      {bio && (
        <Section {...at} title="个人简介">
          <p className={`${prefix}-bio`}>{bio}</p>
        </Section>
      )}
      {video && (
        <Section {...at} title="视频介绍">
          <video src={video} controls preload={videoPreload} width="100%" />
        </Section>
      )}
      {education.length > 0 && (
        <Section {...at} title="教育经历">
          <ul className={list}>
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
        <Section {...at} title="工作经历">
          <ul className={list}>
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
        <Section {...at} title="荣誉奖项">
          <ul className={list}>
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
        <Section {...at} title="代表案例">
          <ul className={list}>
            {cases.map((c, i) => (
              <li key={i}>
                <strong>{c.title}</strong>
                {c.summary && <p>{c.summary}</p>}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
