import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackProvider, useFeedback, type Feedback } from './feedback';

afterEach(cleanup);

/** Renders the provider and hands back what useFeedback gives a screen. */
const mount = async () => {
  let feedback: Feedback | undefined;
  const Probe = () => {
    const value = useFeedback();
    useEffect(() => {
      feedback = value;
    });
    return null;
  };
  render(
    <FeedbackProvider>
      <Probe />
    </FeedbackProvider>,
  );
  await waitFor(() => expect(feedback).toBeDefined());
  return feedback as Feedback;
};

describe('FeedbackProvider', () => {
  it('opens a confirm and answers an await with the choice', async () => {
    const { modal } = await mount();
    let answer: boolean | undefined;
    // As the console's form host asks: `await modal.confirm(...)`.
    const ask = async () => {
      answer = Boolean(
        await modal.confirm({ title: '确认删除', okText: '确定', cancelText: '取消' }),
      );
    };
    act(() => void ask());
    // antd writes a confirm's title twice (the visible one and the dialog's accessible name).
    expect((await screen.findAllByText('确认删除')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(answer).toBe(true));
  });

  it('answers a dialog closed by 取消 with false', async () => {
    const { modal } = await mount();
    let answer: boolean | undefined;
    act(() => {
      void modal.confirm({ title: '离开此页面？', okText: '离开', cancelText: '留在本页' }).then(
        (ok) => (answer = ok),
        () => undefined,
      );
    });
    await screen.findAllByText('离开此页面？');
    fireEvent.click(screen.getByRole('button', { name: '留在本页' }));
    await waitFor(() => expect(answer).toBe(false));
  });

  it('shows messages and notifications', async () => {
    const { message, notification } = await mount();
    act(() => void message.success('保存成功'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    act(() => notification.info({ message: '有新消息' }));
    expect(await screen.findByText('有新消息')).toBeTruthy();
  });
});
