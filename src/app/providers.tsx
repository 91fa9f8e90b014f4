import { ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { configureApi } from '../api/client';
import { useNarrow } from '../engine/render/use-narrow';
import { AppConfProvider } from '../engine/state/app-conf';
import { FeedbackProvider, useFeedback } from '../engine/state/feedback';
import { UnreadProvider } from '../engine/state/unread';

// antd's default blue (#1677ff) and tag texts (shade 7) fall short of WCAG AA contrast (4.5:1) on
// white and on their own tints, and so do the error red, hover blue, tertiary text and
// placeholders: one shade darker each
// (the accessibility guard in the e2e tests checks every page).
const theme = {
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorPrimaryHover: '#1668dc',
    colorLinkHover: '#1668dc',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    cyan7: '#006d75',
    gold7: '#874d00',
    green7: '#237804',
    orange7: '#ad4e00',
    borderRadius: 6,
  },
};

// On a phone every control is a 44 px touch target (WCAG's target size): buttons, inputs, selects
// and pagination grow from antd's 32 px through the theme's control height, which the other
// heights (small and large controls, menu items) derive from.
// A small button (a list row's 查看) too: it is still a finger's target.
const phoneTheme = {
  token: { ...theme.token, controlHeight: 44 },
  components: { Button: { controlHeightSM: 44 } },
};

/** One place shows API errors (callers that handle them pass `silent`), themed by ConfigProvider. */
const ApiNotifier = () => {
  const { message } = useFeedback();
  useEffect(() => configureApi({ notify: (text) => void message.error(text) }), [message]);
  return null;
};

export const Providers = ({ children }: { children: ReactNode }) => {
  const narrow = useNarrow();
  return (
    <ConfigProvider
      locale={zhCN}
      button={{ autoInsertSpace: false }}
      theme={narrow ? phoneTheme : theme}
    >
      <FeedbackProvider>
        <ApiNotifier />
        <AppConfProvider fallback={<Spin fullscreen tip="加载中" />}>
          <UnreadProvider>{children}</UnreadProvider>
        </AppConfProvider>
      </FeedbackProvider>
    </ConfigProvider>
  );
};
