import { describe, expect, it } from 'vitest';
import { toVideoEmbedUrl } from './video-url.ts';

describe('toVideoEmbedUrl', () => {
  it('turns every YouTube link form into the privacy-enhanced embed URL', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])
      expect(toVideoEmbedUrl(link)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
  it('refuses other sites, plain http and odd ids', () => {
    for (const link of [
      'https://evil.example/embed/dQw4w9WgXcQ',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(toVideoEmbedUrl(link)).toBeNull();
  });
});
