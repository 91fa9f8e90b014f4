import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMenu, type UserMenuItem } from './user-menu';

afterEach(cleanup);

const setup = () => {
  const chosen = vi.fn<(key: string) => void>();
  const items: UserMenuItem[] = ['修改密码', '密保问题', '退出登录'].map((label) => ({
    key: label,
    icon: <i>图标</i>,
    label,
    onSelect: () => chosen(label),
  }));
  render(
    <>
      <UserMenu name="王明德" items={items} />
      <button type="button">页面上的按钮</button>
    </>,
  );
  return { chosen };
};

const trigger = () => screen.getByTestId('user-menu');
const menu = () => screen.queryByRole('menu');
const item = (name: string) => screen.getByRole('menuitem', { name });
const key = (k: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: k });

describe('UserMenu', () => {
  it('is a menu button showing the avatar initial and greeting, closed at first', () => {
    setup();
    const button = screen.getByRole('button', { name: '你好，王明德' });
    expect(button).toBe(trigger());
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('user-avatar').textContent).toBe('王');
    expect(menu()).toBeNull();
  });

  it('opens on click with the items, labelled by the trigger, focusing the first', () => {
    setup();
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(menu()?.id);
    expect(menu()?.getAttribute('aria-labelledby')).toBe(trigger().id);
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      '图标修改密码',
      '图标密保问题',
      '图标退出登录',
    ]);
    expect(document.activeElement).toBe(item('修改密码'));
    // A second click on the trigger closes it again.
    fireEvent.click(trigger());
    expect(menu()).toBeNull();
  });

  it('moves focus with the arrow keys (wrapping), Home and End', () => {
    setup();
    trigger().focus();
    key('ArrowDown');
    expect(document.activeElement).toBe(item('修改密码'));
    key('ArrowDown');
    expect(document.activeElement).toBe(item('密保问题'));
    key('ArrowDown');
    key('ArrowDown');
    expect(document.activeElement).toBe(item('修改密码'));
    key('ArrowUp');
    expect(document.activeElement).toBe(item('退出登录'));
    key('Home');
    expect(document.activeElement).toBe(item('修改密码'));
    key('End');
    expect(document.activeElement).toBe(item('退出登录'));
  });

  it('ArrowUp on the trigger opens it at the last item', () => {
    setup();
    trigger().focus();
    key('ArrowUp');
    expect(document.activeElement).toBe(item('退出登录'));
  });

  it('Escape closes it and gives focus back to the trigger', () => {
    setup();
    fireEvent.click(trigger());
    key('ArrowDown');
    expect(document.activeElement).toBe(item('密保问题'));
    key('Escape');
    expect(menu()).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('Tab closes it, leaving focus on the trigger for the browser to move on from', () => {
    setup();
    fireEvent.click(trigger());
    key('Tab');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('choosing an item calls it once and closes the menu', () => {
    const { chosen } = setup();
    fireEvent.click(trigger());
    fireEvent.click(item('密保问题'));
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(chosen).toHaveBeenCalledWith('密保问题');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('a press outside closes it without choosing; a press inside does not', () => {
    const { chosen } = setup();
    fireEvent.click(trigger());
    fireEvent.mouseDown(item('修改密码'));
    expect(menu()).not.toBeNull();
    fireEvent.mouseDown(screen.getByRole('button', { name: '页面上的按钮' }));
    expect(menu()).toBeNull();
    expect(chosen).not.toHaveBeenCalled();
  });
});
