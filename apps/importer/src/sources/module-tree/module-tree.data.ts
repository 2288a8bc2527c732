import { MODULE_IDS } from '@yuwen/protocol';

/**
 * The module tree: the feature areas of spec §1 with their Chinese names (glossary), and the
 * modules inside them. Ids of spec §3 are fixed; the others are ours, from 2001 up, and must
 * never change once shipped (clients store them). `key` is the route key of the area.
 */
export interface ModuleSeed {
  id: number;
  key: string;
  name: string;
  children?: ModuleSeed[];
}

export const MODULE_TREE: readonly ModuleSeed[] = [
  {
    id: 2001,
    key: 'hzzy',
    name: '汉字字源',
    children: [
      { id: MODULE_IDS.hzzy_pyxx, key: 'pyxx', name: '拼音学习' },
      { id: MODULE_IDS.hzzy_jbzy, key: 'jbzy', name: '基本字' },
      { id: MODULE_IDS.hzzy_hzcs, key: 'hzcs', name: '汉字测试' },
      { id: MODULE_IDS.hzzy_hzxl, key: 'hzxl', name: '汉字训练' },
      { id: MODULE_IDS.hzzy_bphz, key: 'bphz', name: '部编汉字' },
      { id: MODULE_IDS.hzzy_zyzd, key: 'zyzd', name: '字源字典' },
    ],
  },
  { id: 2002, key: 'tssc', name: '唐诗宋词' },
  { id: 2003, key: 'jdsd', name: '经典诵读', children: [{ id: 2031, key: 'bsdir', name: '背诵目录' }] },
  { id: 2004, key: 'wymp', name: '名人名篇' },
  { id: 2012, key: 'jdmz', name: '成语典故' },
  { id: 2013, key: 'jdyy', name: '经典有声' },
  {
    id: 2005,
    key: 'bpyd',
    name: '部编阅读',
    children: [{ id: MODULE_IDS.bpyd_library, key: 'library', name: '课外书库' }],
  },
  { id: MODULE_IDS.bpcy, key: 'bpcy', name: '部编词语' },
  {
    id: MODULE_IDS.bpzw,
    key: 'bpzw',
    name: '部编作文',
    children: [
      { id: 2061, key: 'zwnltp', name: '作文能力提升' },
      { id: 2062, key: 'xscgfzd', name: '小升初作文规范指导' },
      { id: 2063, key: 'zkgfzd', name: '中考作文规范指导' },
      { id: 2064, key: 'gkgfzd', name: '高考作文规范指导' },
      { id: 2065, key: 'zjzwzd', name: '专家作文指导' },
    ],
  },
  { id: 2007, key: 'tbjx', name: '同步教学' },
  { id: MODULE_IDS.zjkt, key: 'zjkt', name: '专家课堂' },
  { id: MODULE_IDS.kszx, key: 'kszx', name: '考试中心' },
  { id: 2010, key: 'sxyd', name: '视听阅读', children: [{ id: 2101, key: 'qmdw', name: '听音辨位' }] },
  {
    id: 2011,
    key: 'zgwh',
    name: '中国文化',
    children: [
      { id: 2111, key: 'whzd', name: '文化字典' },
      { id: 2112, key: 'zgwx', name: '中国文学' },
      { id: 2113, key: 'rcsh', name: '日常生活' },
      { id: 2114, key: 'zgls', name: '中国历史' },
    ],
  },
  {
    id: 2008,
    key: 'xqjy',
    name: '学前教育',
    children: [
      { id: 2081, key: 'ycjy', name: '幼儿教育' },
      {
        id: 2082,
        key: 'zyqm',
        name: '字源起名',
        children: [
          { id: 2083, key: 'qwsz', name: '趣味识字' },
          { id: 2084, key: 'cyxt', name: '成语学堂' },
          { id: 2085, key: 'scly', name: '诗词乐园' },
          { id: 2086, key: 'gxqm', name: '个性起名' },
        ],
      },
    ],
  },
];
