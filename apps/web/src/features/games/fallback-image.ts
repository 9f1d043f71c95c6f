import type { SyntheticEvent } from 'react';

const FALLBACK = '/games/default.svg';

/** An image the staff named but the site does not have: the site's default cover instead of a broken one. */
export const showFallbackImage = (event: SyntheticEvent<HTMLImageElement>): void => {
  const image = event.currentTarget;
  if (!image.src.endsWith(FALLBACK)) image.src = FALLBACK;
};
