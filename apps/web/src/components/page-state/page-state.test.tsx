import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMessage } from './page-state';

describe('PageMessage', () => {
  it('shows the wondering mascot with the page character in its bubble, and the message', () => {
    const { container } = render(<PageMessage glyph="诗" title="还没有收藏的诗" testId="empty" />);
    expect(screen.getByTestId('empty').textContent).toContain('还没有收藏的诗');
    expect(container.querySelector('.yw-mascot')?.getAttribute('data-pose')).toBe('thinking');
    const bubble = container.querySelector('.yw-page-state__bubble');
    expect(bubble?.textContent).toBe('诗');
    expect(bubble?.getAttribute('aria-hidden')).toBe('true');
  });

  it('lets good news cheer', () => {
    const { container } = render(<PageMessage title="今天的字都复习完了" pose="cheering" />);
    expect(container.querySelector('.yw-mascot')?.getAttribute('data-pose')).toBe('cheering');
  });
});
