import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, isBlankHtml, toSaveRequest } from './content-draft.ts';

describe('content draft', () => {
  it('counts an emptied editor as blank, never an image or text', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p> &nbsp;</p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/media/a.png" alt=""></p>')).toBe(false);
    expect(isBlankHtml('<p>&lt;script&gt;</p>')).toBe(false);
  });

  it('sends Thai always and another language only when it has a title or a body', () => {
    const draft = draftOf('howto', null, 3);
    draft.slug = 'topup';
    draft.translations.th = { title: ' เติมเงิน ', body: '<p></p>' };
    draft.translations.en = { title: '', body: '<p></p>' };
    draft.translations.mm = { title: 'Top up', body: '<p>Steps</p>' };
    expect(checkDraft(draft, ['deposit'])).toEqual({});
    expect(toSaveRequest(draft)).toEqual({
      kind: 'howto',
      slug: 'topup',
      sortOrder: 3,
      videoUrl: null,
      translations: { th: { title: 'เติมเงิน', body: '' }, mm: { title: 'Top up', body: '<p>Steps</p>' } },
    });
  });

  it("checks a new page's slug, the Thai title, and a title for every language with a body", () => {
    const draft = draftOf('vdo', null);
    draft.slug = 'Bad Slug';
    draft.translations.kh = { title: '', body: '<p>text</p>' };
    expect(checkDraft(draft, [])).toEqual({
      slug: 'slug',
      'title.th': 'thaiTitle',
      'title.kh': 'titleNeeded',
    });
    // An edited page keeps its slug: it is not checked.
    expect(checkDraft(draft, null)).toEqual({ 'title.th': 'thaiTitle', 'title.kh': 'titleNeeded' });
  });
});
