import { describe, expect, it } from 'vitest';
import { partOf } from './content-routes';

describe('partOf', () => {
  it('gives each library address its own part, and the seven kinds one view', () => {
    const parts = [
      '/contents',
      '/content-hub',
      '/publications',
      '/saved-content',
      '/my-library',
      '/contents/studio',
      '/contents/studio/new',
    ].map(partOf);
    expect(new Set(parts).size).toBe(7);
    expect(partOf('/content')).toBe(partOf('/content-hub'));
    expect(partOf('/contents/studio/12')).toBe(partOf('/contents/studio/new'));
    const view = partOf('/article/1');
    for (const path of ['/video/2', '/podcast/3', '/case-study/4', '/template/5', '/report/6', '/book/7']) {
      expect(partOf(path), path).toBe(view);
    }
    expect(partOf('/contents/')).toBe(partOf('/contents'));
  });
});
