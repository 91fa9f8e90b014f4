import { Drawer } from 'antd';
import { Logo } from './logo';
import { SiderMenu } from './sider-menu';

/**
 * A phone's menu: the side menu in antd's Drawer, opened from the header's 打开菜单. A chunk of its
 * own, loaded on phones only, so that desktop pages carry no Drawer.
 */
export default function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      title={<Logo collapsed={false} light />}
      placement="left"
      width={256}
      open={open}
      onClose={onClose}
      styles={{ header: { padding: '0 8px' }, body: { padding: 0 } }}
    >
      <SiderMenu collapsed={false} theme="light" />
    </Drawer>
  );
}
