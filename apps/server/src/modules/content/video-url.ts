/** The origin video pages frame (the CSP's frame-src lists it). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);

/**
 * A YouTube link as staff paste it (watch, youtu.be, shorts, embed) as the privacy-enhanced embed
 * URL the video page frames; null for anything else. Only YouTube: a link to any other site would
 * put a page of that site inside ours (docs/support.md).
 */
export const toVideoEmbedUrl = (link: string): string | null => {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !YOUTUBE_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const id =
    url.hostname === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? url.searchParams.get('v')
        : segments[0] === 'embed' || segments[0] === 'shorts'
          ? segments[1]
          : undefined;
  return id && YOUTUBE_ID.test(id) ? `${VIDEO_EMBED_ORIGIN}/embed/${id}` : null;
};
