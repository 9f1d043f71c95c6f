import { randomBytes } from 'node:crypto';
import { byteStream, NeedMoreBytes, type RandomStream } from '../apps/games/src/engine/random.ts';

/**
 * An endless stream of node:crypto bytes with the engines' own byte-to-integer mapping, for the
 * games' simulations: when a chunk runs dry mid-draw, that draw is made again on fresh independent
 * bytes, so no outcome is favoured by where the chunks end.
 */
export const endlessStream = (chunk = 1 << 20): RandomStream => {
  let stream = byteStream(randomBytes(chunk));
  return {
    below(n) {
      for (;;) {
        try {
          return stream.below(n);
        } catch (error) {
          if (!(error instanceof NeedMoreBytes)) throw error;
          stream = byteStream(randomBytes(chunk));
        }
      }
    },
  };
};
