import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALL_COLOURS } from '../area-icons/palette';
import { MASCOT_POSES, Mascot } from './mascot';

describe('Mascot', () => {
  it('draws a different picture for each pose, in the shared palette', () => {
    const drawings = MASCOT_POSES.map((pose) =>
      renderToStaticMarkup(<Mascot pose={pose} />).replace(/greeting|thinking|cheering/g, ''),
    );
    expect(new Set(drawings).size).toBe(MASCOT_POSES.length);
    for (const html of drawings) {
      for (const [, colour] of html.matchAll(/(?:fill|stroke)="(#[0-9a-f]+)"/gi))
        expect(ALL_COLOURS.has(colour?.toLowerCase() ?? '')).toBe(true);
    }
  });

  it('is decorative unless it is given a name', () => {
    const { container } = render(<Mascot pose="greeting" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    render(<Mascot pose="cheering" label="墨墨为你欢呼" />);
    expect(screen.getByRole('img', { name: '墨墨为你欢呼' }).getAttribute('data-pose')).toBe('cheering');
  });
});
