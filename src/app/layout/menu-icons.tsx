import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  FileSearchOutlined,
  IdcardOutlined,
  MessageOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// Keys are the enum of menu.icon in schemas/meta/routes.schema.json.
export const menuIcons: Record<string, ReactNode> = {
  bank: <BankOutlined />,
  team: <TeamOutlined />,
  idcard: <IdcardOutlined />,
  read: <ReadOutlined />,
  apartment: <ApartmentOutlined />,
  fileSearch: <FileSearchOutlined />,
  appstore: <AppstoreOutlined />,
  setting: <SettingOutlined />,
  user: <UserOutlined />,
  message: <MessageOutlined />,
};
