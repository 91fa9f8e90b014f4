import {
  EnvironmentOutlined,
  GlobalOutlined,
  MailOutlined,
  MobileOutlined,
  PhoneOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';
import { useAppConf } from '../../state/app-conf';
import { cardLook } from './card-look';
import { CardSections, cardParts } from './card-sections';
import type { CardPreviewData } from './card-types';
import { QrCode } from './qr-code';
import './card-preview.css';

export type { CardPreviewData };

export interface CardPreviewProps {
  card: CardPreviewData;
  /** The card's public link, encoded in the QR code, e.g. `${location.origin}/card/12`. */
  link?: string;
}

const ContactRow = ({
  icon,
  label,
  value,
}: {
  icon: ReactNode;
  label: string;
  value?: string | null;
}) =>
  value ? (
    <li>
      <span className="card-preview-contact-icon" aria-hidden>
        {icon}
      </span>
      <span className="card-preview-contact-label">{label}</span>
      <span className="card-preview-contact-value">{value}</span>
    </li>
  ) : null;

/** Buttons a row: at most four, rows as even as they can be (5 → 3 + 2, 7 → 4 + 3). */
const buttonColumns = (count: number) => Math.ceil(count / Math.ceil(count / 4));

const StatusBar = () => (
  <div className="card-preview-status" aria-hidden>
    <span>9:41</span>
    <span className="card-preview-notch" />
    <span className="card-preview-status-icons">
      <i className="signal" />
      <i className="battery" />
    </span>
  </div>
);

/**
 * A lawyer card as the mini-program shows it, in a phone frame, with the firm's card settings
 * from conf.app: its buttons (名片按钮), theme colour, template and the fields shown (名片页).
 * Text only: every field (the bio included) is rendered as text, never as HTML. Which parts show
 * and the long sections are card-sections.tsx, shared with the public card page. Not a form
 * component; pages import it.
 */
export function CardPreview({ card, link }: CardPreviewProps) {
  const { conf } = useAppConf();
  const look = cardLook(conf);
  // A field the firm hides is not shown even when the lawyer filled it.
  const shows = (field: string) => look.fields.has(field);
  const name = card.name?.trim() || '未填写姓名';
  const parts = cardParts(card, shows);
  const { avatar, areas, meta } = parts;
  const contact = (field: keyof CardPreviewData) =>
    shows(field) ? (card[field] as string | null | undefined) : null;
  const theme = { '--card-theme': look.themeColor } as CSSProperties;

  return (
    <div
      className={`card-preview-phone card-preview-${look.template}`}
      role="figure"
      aria-label="名片预览"
      style={theme}
    >
      <div className="card-preview-screen">
        <StatusBar />
        <div className="card-preview-nav">律师名片</div>
        {/* Focusable, so a keyboard user can scroll a long card (axe scrollable-region-focusable). */}
        <div className="card-preview-scroll" tabIndex={0} role="region" aria-label="名片内容">
          <header className="card-preview-header">
            {avatar ? (
              <img className="card-preview-avatar" src={avatar} alt={`${name}的头像`} />
            ) : (
              <div className="card-preview-avatar card-preview-initial" aria-hidden>
                {name.slice(0, 1)}
              </div>
            )}
            <div className="card-preview-who">
              <div className="card-preview-name">
                <strong>{name}</strong>
                {card.title && <span className="card-preview-title">{card.title}</span>}
              </div>
              {card.organizationName && (
                <div className="card-preview-office">{card.organizationName}</div>
              )}
              {meta && <div className="card-preview-meta">{meta}</div>}
            </div>
          </header>

          {areas.length > 0 && (
            <div className="card-preview-areas" aria-label="专业领域">
              {areas.map((a) => (
                <span key={a} className="card-preview-tag">
                  {a}
                </span>
              ))}
            </div>
          )}

          <ul className="card-preview-contacts" aria-label="联系方式">
            <ContactRow icon={<MobileOutlined />} label="手机" value={contact('mobile')} />
            <ContactRow icon={<PhoneOutlined />} label="座机" value={contact('phone')} />
            <ContactRow icon={<MailOutlined />} label="邮箱" value={contact('email')} />
            <ContactRow icon={<WechatOutlined />} label="微信" value={contact('wechat')} />
            <ContactRow icon={<EnvironmentOutlined />} label="地址" value={contact('address')} />
            <ContactRow icon={<GlobalOutlined />} label="主页" value={contact('homepage')} />
          </ul>

          {look.buttons.length > 0 && (
            <ul
              className="card-preview-actions"
              aria-label="名片按钮"
              style={{ gridTemplateColumns: `repeat(${buttonColumns(look.buttons.length)}, 1fr)` }}
            >
              {look.buttons.map((b, i) => (
                <li key={b.value} className={i === 0 ? 'primary' : undefined}>
                  {b.label}
                </li>
              ))}
            </ul>
          )}

          <CardSections parts={parts} prefix="card-preview" heading="h3" videoPreload="metadata" />
          {link && (
            <div className="card-preview-qr">
              <QrCode text={link} size={120} alt="名片二维码" />
              <span>扫码查看名片</span>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
