import { describe, expect, it } from 'vitest';
import { pickChineseVoice, voiceRank } from './chinese-voice';

const voice = (lang: string, name = lang, localService = false) => ({ lang, name, localService });

describe('choosing the device voice', () => {
  it('takes mainland Chinese in the spellings browsers use, and nothing else', () => {
    for (const lang of ['zh-CN', 'zh_CN', 'zh-Hans-CN', 'cmn-Hans-CN', 'cmn-CN', 'ZH-cn'])
      expect(voiceRank(lang)).toBe(2);
    expect(voiceRank('zh')).toBe(1);
    for (const lang of ['zh-HK', 'zh-TW', 'yue-HK', 'en-US', 'ja-JP', '']) expect(voiceRank(lang)).toBe(0);
  });

  it('prefers a mainland voice, and of those one on the device', () => {
    const remote = voice('zh-CN', 'Google 普通话');
    const local = voice('zh-CN', 'Tingting', true);
    expect(pickChineseVoice([voice('en-US'), voice('zh-TW'), voice('zh'), remote, local])).toBe(local);
    expect(pickChineseVoice([voice('zh', 'plain', true), remote])).toBe(remote);
    expect(pickChineseVoice([voice('zh-HK'), voice('en-GB')])).toBeUndefined();
    expect(pickChineseVoice([])).toBeUndefined();
  });
});

describe('pickChineseVoice with language tags only', () => {
  it('takes a mainland voice before a bare zh, and none for Cantonese alone', () => {
    expect(pickChineseVoice([{ lang: 'zh' }, { lang: 'zh_CN' }])?.lang).toBe('zh_CN');
    expect(pickChineseVoice([{ lang: 'en-US' }, { lang: 'zh' }])?.lang).toBe('zh');
    expect(pickChineseVoice([{ lang: 'zh-HK' }])).toBeUndefined();
  });
});
