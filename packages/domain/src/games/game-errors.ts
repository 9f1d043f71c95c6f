import { defineErrors } from '../errors/define-errors.ts';

/** Failures of partner games: the launch, the seamless wallet hooks' transport, the back office. */
export const GAME_ERRORS = defineErrors({
  GAME_NOT_FOUND: { status: 404, message: 'This game is not available' },
  GAME_PROVIDER_NOT_FOUND: { status: 404, message: 'This game provider is not available' },
  GAME_EXISTS: { status: 409, message: 'This provider already has a game with this id' },
});
