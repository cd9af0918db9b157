import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnitDocument, UnitVideo } from './unit-media';
import { parseDocumentUrl, parseVideoUrl } from './unit-resource';

describe('UnitVideo', () => {
  it('embeds YouTube from the privacy-enhanced domain, 16:9, with a link to watch it there', () => {
    render(<UnitVideo source={parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')} title="Pitching" />);
    const frame = screen.getByTitle('Video: Pitching');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('allow')).toBe('encrypted-media; picture-in-picture; fullscreen');
    expect(frame.parentElement?.className).toContain('aspect-video');
    const watch = screen.getByRole('link', { name: /watch on youtube/i });
    expect(watch.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(watch.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('embeds Vimeo from player.vimeo.com', () => {
    render(<UnitVideo source={parseVideoUrl('https://vimeo.com/76979871')} title="Pitching" />);
    expect(screen.getByTitle('Video: Pitching').getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    expect(screen.getByRole('link', { name: /watch on vimeo/i })).toBeTruthy();
  });

  it('plays an uploaded file in the browser’s own player', () => {
    const { container } = render(<UnitVideo source={parseVideoUrl('/api/uploads/3/pitch.mp4')} title="Pitching" />);
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/api/uploads/3/pitch.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('links any other https video, and says when there is none', () => {
    const { unmount } = render(<UnitVideo source={parseVideoUrl('https://videos.example.org/a')} title="A" />);
    const link = screen.getByRole('link', { name: /open video/i });
    expect(link.getAttribute('href')).toBe('https://videos.example.org/a');
    expect(link.getAttribute('target')).toBe('_blank');
    unmount();
    render(<UnitVideo source={parseVideoUrl('javascript:alert(1)')} title="A" />);
    expect(screen.getByText('No video is attached to this unit yet.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('UnitDocument', () => {
  it('offers an uploaded PDF to download and to open', () => {
    render(<UnitDocument source={parseDocumentUrl('/api/uploads/4/Problem%20canvas.pdf')} />);
    expect(screen.getByRole('region', { name: 'Attached file' })).toBeTruthy();
    expect(screen.getByText('Problem canvas.pdf')).toBeTruthy();
    expect(screen.getByText('PDF document')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download Problem canvas.pdf' });
    expect(download.getAttribute('download')).toBe('Problem canvas.pdf');
    const open = screen.getByRole('link', { name: /^Open Problem canvas.pdf/ });
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('offers other uploads to download only, and outside links to open only', () => {
    const { unmount } = render(<UnitDocument source={parseDocumentUrl('/api/uploads/5/plan.xlsx')} />);
    expect(screen.getByText('Spreadsheet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download plan.xlsx' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Open/ })).toBeNull();
    unmount();
    render(<UnitDocument source={parseDocumentUrl('https://example.org/guide.pdf')} />);
    expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Open guide.pdf/ }).getAttribute('href')).toBe(
      'https://example.org/guide.pdf',
    );
  });

  it('says when no file is attached', () => {
    render(<UnitDocument source={null} />);
    expect(screen.getByText('No file is attached to this unit yet.')).toBeTruthy();
  });
});
