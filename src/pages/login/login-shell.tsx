import { theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { call } from '../../api/call';
import { useAppConf } from '../../engine/state/app-conf';
import './login-page.css';

/**
 * The frame of the pages reached before sign-in (登录, 律师注册): the firm's login background,
 * logo and name around a card, and the ICP number below it.
 *
 * The card is antd Card's look drawn from the theme's tokens (as engine/render/page-frame.tsx
 * does, which a page may not import statically), and the title and firm name are plain elements
 * in Typography's heading and secondary styles: Card brings Tabs, Dropdown and Menu with it, and
 * Typography its copy, edit and ellipsis parts with Tooltip, about 40 kB gzipped that /login
 * would download for a box and two lines of text.
 */
export const LoginShell = ({ children }: { children: ReactNode }) => {
  const { conf } = useAppConf();
  const { token } = theme.useToken();
  const [firmName, setFirmName] = useState('');

  useEffect(() => {
    call<{ name: string }>('auth.firmInfo', { params: { id: 1 }, silent: true })
      .then((f) => setFirmName(f?.name ?? ''))
      .catch(() => undefined);
  }, []);

  const bg = conf.assets?.imgs?.loginBg;
  return (
    <main
      className="login-page"
      // Quoted: an address with spaces or brackets must not end the url() early.
      style={bg ? { backgroundImage: `url(${JSON.stringify(bg)})` } : undefined}
    >
      <div
        className="login-card"
        style={{
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        <div className="login-brand">
          <img src={conf.assets?.imgs?.logo || '/logo.svg'} alt="logo" width={40} height={40} />
          <div>
            {/* The page's one h1, at the size of Typography's level-3 title it replaces. */}
            <h1
              style={{
                margin: 0,
                color: token.colorTextHeading,
                fontSize: token.fontSizeHeading3,
                lineHeight: token.lineHeightHeading3,
                fontWeight: token.fontWeightStrong,
              }}
            >
              律所数字名片管理后台
            </h1>
            {firmName && <span style={{ color: token.colorTextDescription }}>{firmName}</span>}
          </div>
        </div>
        {children}
      </div>
      {conf.icp && <footer className="login-footer">{conf.icp}</footer>}
    </main>
  );
};
