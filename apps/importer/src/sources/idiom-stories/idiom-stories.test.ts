import type { KnownIdiom } from '@yuwen/db';
import { describe, expect, it } from 'vitest';
import {
  FORM_GROUPS,
  GROUP_SIZE,
  type GroupRule,
  groupCategories,
  groupIdioms,
  shortMeaning,
  THEME_GROUPS,
} from './idiom-groups.js';
import { parseStories } from './idiom-stories.parse.js';
import { cleanXiehouyu, themeXiehouyu, XIEHOUYU_THEMES } from './xiehouyu-themes.js';

const known = (idiom: string, tier: KnownIdiom['tier'] = 1): KnownIdiom => ({
  id: 0,
  idiom,
  pinyin: '',
  frequency: 0,
  tier,
  meaning: '',
});
const group = (key: string): GroupRule => {
  const rule = [...THEME_GROUPS, ...FORM_GROUPS].find((r) => r.key === key);
  if (!rule) throw new Error(`no group ${key}`);
  return rule;
};

describe('成语典故 import rules', () => {
  it('puts idioms in themed and form groups, in the order known, at most GROUP_SIZE', () => {
    const list = ['守株待兔', '一心一意', '高高兴兴', '得意洋洋', '五颜六色', '春暖花开'].map((idiom) => known(idiom));
    const names = (key: string) => groupIdioms(group(key), list).map((k) => k.idiom);
    expect(names('theme:animals')).toEqual(['守株待兔']);
    expect(names('theme:numbers')).toEqual(['一心一意', '五颜六色']);
    expect(names('theme:weather')).toEqual(['春暖花开']);
    expect(names('form:AABB')).toEqual(['高高兴兴']);
    expect(names('form:ABAC')).toEqual(['一心一意']);
    expect(names('form:ABCC')).toEqual(['得意洋洋']);
    const many = Array.from({ length: 80 }, (_, i) => known(`一${String.fromCharCode(0x4e00 + i + 1)}`));
    expect(groupIdioms(group('theme:numbers'), many)).toHaveLength(GROUP_SIZE);
  });

  it('keeps a form group no known idiom takes, empty, so the page can say so', () => {
    const list = [
      known('高高兴兴'),
      { ...known('一心一意'), pinyin: 'yī xīn yī yì', meaning: '心思专一。不三心二意。' },
    ];
    const forms = groupCategories(FORM_GROUPS, 'forms', list);
    expect(forms.map((c) => [c.key, c.parent, c.kind, c.name, c.entries.length])).toEqual([
      ['form:AABB', 'forms', 'idioms', 'AABB式成语', 1],
      ['form:ABAB', 'forms', 'idioms', 'ABAB式成语', 0],
      ['form:ABAC', 'forms', 'idioms', 'ABAC式成语', 1],
      ['form:ABCC', 'forms', 'idioms', 'ABCC式成语', 0],
    ]);
    expect(forms[2]?.entries).toEqual([{ title: '一心一意', pinyin: 'yī xīn yī yì', note: '心思专一' }]);
  });

  it('shortens a meaning to its first sentence', () => {
    expect(shortMeaning('比喻不想努力。也比喻死守经验。')).toBe('比喻不想努力');
  });

  it('keeps only clean 歇后语: common characters, an answer that is a word, nothing unsuitable', () => {
    const common = new Set('竹篮打水一场空孔夫子搬家净是书输做梦游西湖好景不长想入非非人猪八戒照镜子里外是');
    const words = new Set(['一场空', '好景不长', '想入非非']);
    const clean = cleanXiehouyu(
      [
        { riddle: '竹篮打水', answer: '一场空' },
        { riddle: '竹篮打水', answer: '一场空' },
        { riddle: '孔夫子搬家', answer: '净是书（输）' },
        { riddle: '做梦游西湖', answer: '好景不长；想人非非' },
        { riddle: '猪八戒照镜子', answer: '里外不是人' },
      ],
      (text) => words.has(text),
      common,
    );
    expect(clean).toEqual([
      { riddle: '竹篮打水', answer: '一场空' },
      { riddle: '做梦游西湖', answer: '好景不长' },
    ]);
    const things = XIEHOUYU_THEMES.find((theme) => theme.key === 'xhy:things');
    expect(things && themeXiehouyu(things, clean)).toEqual([{ riddle: '竹篮打水', answer: '一场空' }]);
  });

  it('reads the stories in file order and reports a broken line', () => {
    const line = (idiom: string) =>
      JSON.stringify({
        idiom,
        pinyin: 'a b c d',
        source: { work: '韩非子', chapter: '', author: '', dynasty: '' },
        original: '',
        story: '故事',
        meaning: '意思',
        example: '例句',
        grade: 3,
      });
    const { stories, problems } = parseStories([line('守株待兔'), '{', line('画蛇添足'), line('守株待兔')].join('\n'));
    expect(stories.map((s) => [s.idiom, s.sort, s.work])).toEqual([
      ['守株待兔', 1, '韩非子'],
      ['画蛇添足', 2, '韩非子'],
    ]);
    expect(problems.map((p) => p.line)).toEqual([2, 4]);
  });
});
