import { fireEvent, render, screen } from '@testing-library/react';
import type { ContentItem, MediaItem, ResourceCategory } from '@yuwen/protocol';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryTreeView } from './category-tree';
import {
  countCategories,
  formatBytes,
  formatDuration,
  mediaAtLevel,
  mediaTitle,
  sortMedia,
} from './content-kit-format';
import { ItemListView } from './item-list';
import { ItemPageView } from './item-page';
import { MediaSlot, MediaSlots } from './media-slot';

function media(over: Partial<MediaItem>): MediaItem {
  return {
    id: 1,
    kind: 'image',
    title: '',
    url: '/api/study/resource/media/a.png',
    mime: 'image/png',
    size: 1000,
    duration_ms: 0,
    width: 0,
    height: 0,
    module_id: 7,
    category_id: 0,
    item_id: 0,
    created_at: 1,
    ...over,
  };
}

const TREE: ResourceCategory[] = [
  {
    id: 1,
    pid: '0',
    module_id: 7,
    name: '一年级上册',
    children: [
      { id: 2, pid: '1', module_id: 7, name: '第一课 春天' },
      { id: 3, pid: '1', module_id: 7, name: '第二课 小雨' },
    ],
  },
  { id: 4, pid: '0', module_id: 7, name: '二年级上册' },
];

describe('content kit formats', () => {
  it('prints sizes and lengths as people read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.45 * 1024 * 1024)).toBe('3.5 MB');
    expect(formatBytes(120 * 1024 * 1024)).toBe('120 MB');
    expect(formatDuration(0)).toBe('');
    expect(formatDuration(65_400)).toBe('1:05');
  });

  it('titles a file by its own title, else its kind', () => {
    expect(mediaTitle({ title: ' 春天来了 ', kind: 'video' })).toBe('春天来了');
    expect(mediaTitle({ title: '', kind: 'video' })).toBe('视频');
  });

  it('keeps only the media hanging exactly at a level', () => {
    const all = [
      media({ id: 1 }),
      media({ id: 2, category_id: 5 }),
      media({ id: 3, category_id: 5, item_id: 9 }),
      media({ id: 4, module_id: 8 }),
    ];
    expect(mediaAtLevel(all, { moduleId: 7 }).map((m) => m.id)).toEqual([1]);
    expect(mediaAtLevel(all, { moduleId: 7, categoryId: 5 }).map((m) => m.id)).toEqual([2]);
    expect(mediaAtLevel(all, { moduleId: 7, categoryId: 5, itemId: 9 }).map((m) => m.id)).toEqual([3]);
  });

  it('shows videos first, then images, then audio, newest first', () => {
    const sorted = sortMedia([
      media({ id: 1, kind: 'audio' }),
      media({ id: 2, kind: 'image', created_at: 1 }),
      media({ id: 3, kind: 'image', created_at: 5 }),
      media({ id: 4, kind: 'video' }),
    ]);
    expect(sorted.map((m) => m.id)).toEqual([4, 3, 2, 1]);
  });

  it('counts nested categories', () => {
    expect(countCategories(TREE)).toBe(4);
  });
});

describe('MediaSlot', () => {
  it('plays a video inline with controls, loading only its metadata first', () => {
    render(<MediaSlot media={media({ kind: 'video', title: '春天的声音', url: '/m/v.webm' })} />);
    const video = screen.getByTestId('media-video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/m/v.webm');
    expect(video.controls).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(screen.getByTestId('media-slot').textContent).toContain('春天的声音');
  });

  it('says so kindly when a video cannot play', () => {
    render(<MediaSlot media={media({ kind: 'video', title: '坏视频' })} />);
    fireEvent.error(screen.getByTestId('media-video'));
    expect(screen.getByRole('alert').textContent).toContain('放不出来');
  });

  it('shows an image with its title as the alternative text', () => {
    render(<MediaSlot media={media({ kind: 'image', title: '柳树发芽' })} />);
    expect(screen.getByRole('img', { name: '柳树发芽' }).getAttribute('src')).toBe('/api/study/resource/media/a.png');
  });

  it('gives audio the shared audio button', () => {
    render(<MediaSlot media={media({ kind: 'audio', title: '课文朗读' })} />);
    expect(screen.getByRole('button', { name: '听一听：课文朗读' }).getAttribute('data-state')).toBe('idle');
  });

  it('has a friendly empty state', () => {
    render(<MediaSlot emptyText="老师还没放图片" />);
    expect(screen.getByTestId('media-slot-empty').textContent).toContain('老师还没放图片');
  });

  it('renders nothing for no media unless told what to say', () => {
    const { container } = render(<MediaSlots media={[]} />);
    expect(container.textContent).toBe('');
    render(<MediaSlots media={[]} emptyText="空空的" />);
    expect(screen.getByTestId('media-slot-empty').textContent).toContain('空空的');
  });
});

describe('Breadcrumbs', () => {
  it('links every step but the last, which is where the page stands', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs
          trail={[{ label: '同步教学', to: '/tbjx' }, { label: '一年级上册', to: '/c/1' }, { label: '春天' }]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '当前位置' });
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/tbjx', '/c/1']);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('春天');
  });
});

describe('CategoryTreeView', () => {
  it('links each category and opens its sub-categories in place', () => {
    render(
      <MemoryRouter>
        <CategoryTreeView categories={TREE} linkTo={(c) => `/cat/${c.id}`} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('category-link').map((a) => a.getAttribute('href'))).toEqual(['/cat/1', '/cat/4']);
    const toggle = screen.getByRole('button', { name: /展开「一年级上册」的 2 个小栏目/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByTestId('category-link').map((a) => a.getAttribute('href'))).toEqual([
      '/cat/1',
      '/cat/2',
      '/cat/3',
      '/cat/4',
    ]);
  });
});

describe('ItemListView and ItemPageView', () => {
  const item: ContentItem = {
    id: 9,
    module_id: 7,
    category_id: 2,
    title: '春晓',
    summary: '春眠不觉晓',
    cover: '',
    media_count: 2,
    paragraphs: ['春眠不觉晓，处处闻啼鸟。', '夜来风雨声，花落知多少。'],
    breadcrumbs: [{ id: 1, name: '一年级上册' }],
    media: [media({ kind: 'image', title: '春天的图', module_id: 7, category_id: 2, item_id: 9 })],
  };

  it('lists items as cards leading to each item', () => {
    render(
      <MemoryRouter>
        <ItemListView items={[item]} itemLink={(i) => `?item=${i.id}`} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('content-item');
    expect(card.getAttribute('href')).toBe('/?item=9');
    expect(card.textContent).toContain('春晓');
    expect(card.textContent).toContain('2 个学习资料');
  });

  it('shows an item: trail, title, media and paragraphs in the teaching font', () => {
    render(
      <MemoryRouter>
        <ItemPageView item={item} trail={[{ label: '一年级上册', to: '/c/1' }, { label: '春晓' }]} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('item-title').textContent).toBe('春晓');
    const paragraphs = screen.getAllByTestId('item-paragraph');
    expect(paragraphs.map((p) => p.textContent)).toEqual(item.paragraphs);
    expect(paragraphs.every((p) => p.classList.contains('yw-kai'))).toBe(true);
    expect(screen.getByRole('img', { name: '春天的图' })).toBeTruthy();
  });
});
