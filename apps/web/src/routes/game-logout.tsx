import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logoutGames } from '../features/games/api.ts';

/**
 * `/game/logout`: ends the member's open game sessions (`games.logout`), then back to the lobby.
 * A failed call still returns to the lobby: the sessions end by themselves after 8 h.
 */
export function Component() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logoutGames()
      .catch((error: unknown) => console.warn('games.logout failed', error))
      .finally(() => {
        if (active) void navigate('/games', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <Center mih={200} data-testid="game-logout">
      <Loader color="green" />
    </Center>
  );
}
