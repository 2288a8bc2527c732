import { afterEach, describe, expect, it } from 'vitest';
import { dropLocalDraft, keepLocalDraft, readLocalDraft } from './draft-store';

describe('drafts kept on this device', () => {
  afterEach(() => localStorage.clear());

  it('keeps a draft per account and sheet until it is dropped', () => {
    const draft = { title: '放风筝', body: '星期天，我去放风筝。', sheet: 400 };
    keepLocalDraft(7, 12, draft);
    keepLocalDraft(7, undefined, { ...draft, title: '新的一篇' });
    expect(readLocalDraft(7, 12)).toEqual(draft);
    expect(readLocalDraft(7, undefined)?.title).toBe('新的一篇');
    // Another account on the same browser sees none of them.
    expect(readLocalDraft(8, 12)).toBeUndefined();
    dropLocalDraft(7, 12);
    expect(readLocalDraft(7, 12)).toBeUndefined();
    expect(readLocalDraft(7, undefined)).toBeDefined();
  });

  it('ignores what is not a draft', () => {
    localStorage.setItem('bpzw_draft_7_3', '{"body": 5}');
    localStorage.setItem('bpzw_draft_7_4', 'not json');
    expect(readLocalDraft(7, 3)).toBeUndefined();
    expect(readLocalDraft(7, 4)).toBeUndefined();
  });
});
