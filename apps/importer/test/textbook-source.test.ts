import { describe, expect, it } from 'vitest';
import { classicOfItem, editionLabel, parseVolume, type VolumeFile } from '../src/sources/textbook/textbook.parse.js';
import { poemLinker } from '../src/sources/textbook/textbook-poem-links.js';

const poem = (id: number, collection: string, title: string, author: string, content: string) => ({
  id,
  collection,
  title,
  author,
  content,
});
const POEMS = [
  poem(41, 'bibei75', '悯农·其二', '李绅', '锄禾日当午，汗滴禾下土。'),
  poem(42, 'bibei75', '悯农·其一', '李绅', '春种一粒粟，秋收万颗子。'),
  poem(18, 'bibei75', '古朗月行', '李白', '小时不识月，呼作白玉盘。'),
  poem(43, 'bibei75', '江雪', '柳宗元', '千山鸟飞绝，万径人踪灭。'),
  poem(95, 'tangshi300', '江雪', '柳宗元', '千山鸟飞绝，万径人踪灭。'),
  poem(8, 'bibei75', '凉州词', '王之涣', '黄河远上白云间，一片孤城万仞山。'),
  poem(11, 'bibei75', '凉州词', '王翰', '葡萄美酒夜光杯，欲饮琵琶马上催。'),
  poem(848, 'qianjiashi', '雪梅·其一', '卢梅坡', '梅雪争春未肯降，骚人阁笔费评章。'),
  poem(61, 'bibei75', '四时田园杂兴', '范成大', '昼出耘田夜绩麻，村庄儿女各当家。'),
  poem(62, 'bibei75', '四时田园杂兴', '范成大', '梅子金黄杏子肥，麦花雪白菜花稀。'),
];

describe('the textbook source', () => {
  it('links the book’s names to catalogue poems and reports the ones it cannot', () => {
    const { find, missing } = poemLinker(POEMS);
    expect(find({ title: '悯农（其二）', author: '李绅', dynasty: '唐' })).toBe(41);
    expect(find({ title: '古朗月行（节选）', author: '李白', dynasty: '唐' })).toBe(18);
    // The same text in two collections: the lower id.
    expect(find({ title: '江雪', author: '', dynasty: '' })).toBe(43);
    // Two poets wrote a 凉州词: without the author it is not guessed.
    expect(find({ title: '凉州词', author: '', dynasty: '' })).toBe(0);
    expect(find({ title: '凉州词', author: '王翰', dynasty: '唐' })).toBe(11);
    expect(find({ title: '雪梅', author: '卢钺', dynasty: '宋' })).toBe(848);
    expect(find({ title: '四时田园杂兴（其二十五）', author: '', dynasty: '' })).toBe(62);
    expect(find({ title: '画鸡', author: '唐寅', dynasty: '明' })).toBe(0);
    expect([...missing]).toEqual(['凉州词', '画鸡（唐寅）']);
  });

  it('reads 日积月累 poems from their byline and leaves sayings as text', () => {
    expect(classicOfItem('古诗', '咏鹅（唐·骆宾王）')).toEqual({ title: '咏鹅', dynasty: '唐', author: '骆宾王' });
    expect(classicOfItem('古诗', '画')).toEqual({ title: '画', author: '', dynasty: '' });
    expect(classicOfItem('谚语', '立了秋，把扇丢。')).toBeUndefined();
    expect(editionLabel('2024 revised (根据2022年版课程标准修订)')).toBe('2024年修订版');
    expect(editionLabel('2016-2019 (教育部2019年审定版)')).toBe('2016–2019年版');
  });

  it('turns a volume file into keyed rows with classics linked', () => {
    const file: VolumeFile = {
      key: 'g1b',
      grade: 1,
      term: '下册',
      edition: '2025 revised',
      status: 'complete',
      printed_totals: { shizi: 3, xiezi: 1, ciyu: 0 },
      units: [
        {
          n: 7,
          title: '第七单元',
          section: '阅读',
          lessons: [
            {
              n: '17',
              title: '古诗二首',
              kind: '古诗',
              shizi: ['池', '小'],
              xiezi: ['小'],
              shizi_duoyin: ['着'],
              classics: [{ title: '江雪', author: '柳宗元', dynasty: '唐' }],
            },
            { n: '', title: '语文园地七', kind: '语文园地', shizi: ['泉'], xiezi: [] },
          ],
          rijileiji: [{ group: '古诗', items: ['悯农（其二）（唐·李绅）', '江雪'] }],
        },
      ],
    };
    const parsed = parseVolume(file, poemLinker(POEMS).find);
    expect(parsed.name).toBe('一年级下册');
    expect(parsed.volume).toMatchObject({ key: 'g1b', edition: '2025年修订版', shizi_total: 3 });
    const unit = parsed.units[0];
    expect(unit?.unit.key).toBe('g1b/u7');
    expect(unit?.lessons.map((l) => l.key)).toEqual(['g1b/u7/1', 'g1b/u7/2']);
    expect(unit?.lessons[0]).toMatchObject({ shizi: '池小', xiezi: '小', shizi_review: '着', words: '[]' });
    expect(JSON.parse(unit?.lessons[0]?.classics ?? '')).toEqual([
      { title: '江雪', author: '柳宗元', dynasty: '唐', poem_id: 43 },
    ]);
    expect(JSON.parse(unit?.unit.rijileiji ?? '')).toEqual([
      {
        group: '古诗',
        items: [
          { text: '悯农（其二）（唐·李绅）', poem_id: 41 },
          { text: '江雪', poem_id: 43 },
        ],
      },
    ]);
  });
});
