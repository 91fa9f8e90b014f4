import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { configureApi } from '../api/client';
import { AppConfProvider } from '../engine/state/app-conf';
import { UnreadProvider } from '../engine/state/unread';

dayjs.locale('zh-cn');

/** One place shows API errors (callers that handle them pass `silent`), themed by the App context. */
const ApiNotifier = () => {
  const { message } = AntApp.useApp();
  useEffect(() => configureApi({ notify: (text) => void message.error(text) }), [message]);
  return null;
};

export const Providers = ({ children }: { children: ReactNode }) => (
  <ConfigProvider
    locale={zhCN}
    button={{ autoInsertSpace: false }}
    theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6 } }}
  >
    <AntApp>
      <ApiNotifier />
      <AppConfProvider>
        <UnreadProvider>{children}</UnreadProvider>
      </AppConfProvider>
    </AntApp>
  </ConfigProvider>
);
