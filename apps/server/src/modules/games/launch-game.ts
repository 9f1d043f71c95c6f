import { toBangkokIso, type GamesLaunchAnswer, type GamesLaunchRequest, type Locale } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { findProvider, isActiveGame } from './catalogue-repository.ts';
import { openGameSession } from './game-sessions.ts';
import { launchBaseOf, launchUrlOf } from './launch-url.ts';

/**
 * games.launch: the provider must be active with a launch URL (else 404 GAME_PROVIDER_NOT_FOUND),
 * a named game active in its catalogue (else 404 GAME_NOT_FOUND; Chokdee Games opens games only,
 * no lobby); answers the game's URL with a fresh game session token.
 */
export const launchGame = async (
  db: Database,
  input: {
    member: { id: bigint; uuid: string };
    request: Omit<GamesLaunchRequest, 'lang'>;
    lang: Locale;
    chokdeeGamesUrl: string | undefined;
  },
): Promise<GamesLaunchAnswer> => {
  const { request } = input;
  const provider = await findProvider(db, request.provider);
  const base = provider?.active ? launchBaseOf(provider, input.chokdeeGamesUrl) : null;
  if (!provider || base === null) throw appError('GAME_PROVIDER_NOT_FOUND');
  if (provider.launchKind === 'chokdee' && request.gameId === undefined) throw appError('GAME_NOT_FOUND');
  if (request.gameId !== undefined && !(await isActiveGame(db, provider.id, request.gameId)))
    throw appError('GAME_NOT_FOUND');
  const session = await openGameSession(db, {
    memberId: input.member.id,
    providerId: provider.id,
    gameId: request.gameId,
  });
  const url = launchUrlOf(provider.launchKind, base, {
    token: session.token,
    user: input.member.uuid,
    lang: input.lang,
    gameId: request.gameId,
    gameList: request.gameList,
  });
  return { url, expiresAt: toBangkokIso(session.expiresAt) };
};
