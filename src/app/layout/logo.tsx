import { useAppConf } from '../../engine/state/app-conf';

/** The firm's logo and the product's name, over the menu (white on the dark Sider). */
export const Logo = ({ collapsed, light = false }: { collapsed: boolean; light?: boolean }) => {
  const { conf } = useAppConf();
  const src = conf.assets?.imgs?.logo || '/logo.svg';
  return (
    <div
      style={{
        height: 48,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: collapsed ? '0 20px' : '0 16px',
        color: light ? undefined : '#fff',
        fontWeight: 600,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
      }}
    >
      <img src={src} alt="logo" width={28} height={28} style={{ objectFit: 'contain' }} />
      {!collapsed && <span>律所数字名片</span>}
    </div>
  );
};
