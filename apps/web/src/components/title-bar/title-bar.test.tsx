import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TitleBar, TitleBarShellContext } from './title-bar';

function renderBar(ui: React.ReactNode, onBack = vi.fn()) {
  render(
    <TitleBarShellContext.Provider value={{ appName: '语文学堂', statusBarMargin: '0.32rem', onBack }}>
      {ui}
    </TitleBarShellContext.Provider>,
  );
  return onBack;
}

describe('TitleBar', () => {
  it('defaults to the app name and sets the page title', () => {
    renderBar(<TitleBar />);
    expect(screen.getByTestId('title-bar').textContent).toBe('语文学堂');
    expect(document.title).toBe('语文学堂');
    expect(screen.queryByTestId('title-bar-back')).toBeNull();
  });

  it('runs the shell back behaviour and keeps the status-bar margin', () => {
    const onBack = renderBar(<TitleBar title="汉字字源" back />);
    expect(document.title).toBe('汉字字源 - 语文学堂');
    expect(screen.getByTestId('title-bar').style.paddingTop).toBe('0.32rem');
    fireEvent.click(screen.getByTestId('title-bar-back'));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('makes the title a toggle with an arrow', () => {
    const onToggle = vi.fn();
    renderBar(<TitleBar title="拼音学习" toggle={{ open: false, onToggle }} />);
    const title = screen.getByRole('button', { name: '拼音学习' });
    expect(title.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(title);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('shows up to three icon buttons, or one text button, on the right', () => {
    const a = vi.fn();
    renderBar(
      <TitleBar
        right={{
          icons: [
            { icon: '1', label: '搜索', onClick: a },
            { icon: '2', label: '收藏', onClick: vi.fn() },
            { icon: '3', label: '分享', onClick: vi.fn() },
          ],
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(a).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('takes custom colours', () => {
    renderBar(<TitleBar right={{ text: '首页', onClick: vi.fn() }} background="#fff" color="#333" />);
    const bar = screen.getByTestId('title-bar');
    expect(bar.style.background).toBe('rgb(255, 255, 255)');
    expect(screen.getByRole('button', { name: '首页' })).toBeTruthy();
  });
});
