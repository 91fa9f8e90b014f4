import { App } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's App feedback: toasts (`message`; API errors use them), the modal hook API (`modal`:
 * confirms that follow the theme and can be awaited) and `notification`. The engine asks for them
 * through this hook so that none of its code depends on where the App sits.
 */
export type Feedback = ReturnType<typeof App.useApp>;

/** @example const { message, modal } = useFeedback(); await modal.confirm({ title: '确认删除' }) */
export const useFeedback = (): Feedback => App.useApp();

/** antd's App: its `.ant-app` root (font and text colour) and the holders of the feedback above. */
export const FeedbackProvider = ({ children }: { children: ReactNode }) => <App>{children}</App>;
