import { describe, expect, it } from 'vitest';
import { documentKindOf, fileNameFromUrl, parseDocumentUrl, parseVideoUrl } from './unit-resource';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoUrl', () => {
  it('reads every usual YouTube address into the privacy-enhanced player', () => {
    const expected = {
      kind: 'youtube',
      id: ID,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
      watchUrl: `https://www.youtube.com/watch?v=${ID}`,
    };
    for (const address of [
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?feature=share&v=${ID}`,
      `https://m.youtube.com/watch?v=${ID}`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube.com/live/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `  https://youtu.be/${ID}  `,
    ]) {
      expect(parseVideoUrl(address), address).toEqual(expected);
    }
  });

  it('keeps a start time', () => {
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=90`)).toMatchObject({
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}?rel=0&start=90`,
    });
    expect(parseVideoUrl(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)).toMatchObject({
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}?rel=0&start=90`,
    });
  });

  it('reads Vimeo addresses, with the hash of an unlisted video', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
      watchUrl: 'https://vimeo.com/76979871',
    });
    expect(parseVideoUrl('https://vimeo.com/channels/staffpicks/76979871')).toMatchObject({ id: '76979871' });
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871')).toMatchObject({ kind: 'vimeo', id: '76979871' });
    expect(parseVideoUrl('https://vimeo.com/76979871/abc123def4')).toMatchObject({
      embedUrl: 'https://player.vimeo.com/video/76979871?h=abc123def4&dnt=1',
      watchUrl: 'https://vimeo.com/76979871/abc123def4',
    });
  });

  it('plays an uploaded file and links any other https address', () => {
    expect(parseVideoUrl('/api/uploads/12/pitch.mp4')).toEqual({ kind: 'file', url: '/api/uploads/12/pitch.mp4' });
    expect(parseVideoUrl('https://videos.example.org/practice')).toEqual({
      kind: 'link',
      url: 'https://videos.example.org/practice',
    });
    // a YouTube page that is not a video, or a bad id, is only a link
    expect(parseVideoUrl('https://www.youtube.com/@channel')).toMatchObject({ kind: 'link' });
    expect(parseVideoUrl('https://youtu.be/short')).toMatchObject({ kind: 'link' });
  });

  it('refuses unsafe and insecure addresses', () => {
    for (const address of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:video/mp4;base64,AAAA',
      `http://youtu.be/${ID}`,
      'http://example.org/video.mp4',
      '//youtu.be/x',
      'https://example.org/a b',
      '/api/uploads/../secret',
      '/api/uploads/',
      '/other/path.mp4',
      '',
      null,
      undefined,
    ]) {
      expect(parseVideoUrl(address), String(address)).toBeNull();
    }
  });
});

describe('documents', () => {
  it('names a file from its address', () => {
    expect(fileNameFromUrl('/api/uploads/4/Business%20plan%20template.docx')).toBe('Business plan template.docx');
    expect(fileNameFromUrl('https://example.org/files/guide.pdf?download=1#page=2')).toBe('guide.pdf');
    expect(fileNameFromUrl('/')).toBeNull();
    expect(fileNameFromUrl('/bad%E0%A4name.pdf')).toBe('bad%E0%A4name.pdf');
  });

  it('tells the kind from the extension', () => {
    expect(documentKindOf('Guide.PDF')).toBe('pdf');
    expect(documentKindOf('plan.xlsx')).toBe('sheet');
    expect(documentKindOf('deck.pptx')).toBe('slides');
    expect(documentKindOf('notes.docx')).toBe('word');
    expect(documentKindOf('README')).toBe('other');
  });

  it('accepts uploads and https links only', () => {
    expect(parseDocumentUrl('/api/uploads/4/canvas.pdf')).toEqual({
      url: '/api/uploads/4/canvas.pdf',
      fileName: 'canvas.pdf',
      kind: 'pdf',
      uploaded: true,
    });
    expect(parseDocumentUrl('https://example.org/docs/guide.pdf')).toMatchObject({
      fileName: 'guide.pdf',
      kind: 'pdf',
      uploaded: false,
    });
    expect(parseDocumentUrl('https://docs.example.org/d/123/edit')).toMatchObject({
      fileName: 'docs.example.org',
      kind: 'other',
    });
    expect(parseDocumentUrl('javascript:alert(1)')).toBeNull();
    expect(parseDocumentUrl('http://example.org/a.pdf')).toBeNull();
    expect(parseDocumentUrl(null)).toBeNull();
  });
});
