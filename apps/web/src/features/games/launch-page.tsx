import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateApiError } from '../forms/index.ts';
import { launchQuery, usePartners } from './api.ts';
import type { LaunchTarget } from './game-routes.ts';
import { BackIcon } from './games-icons.tsx';
import classes from './frame.module.css';

/** The game's or provider's name from the member's list (the lobby's, shared), else the provider code. */
function useTitle(target: LaunchTarget | null): string {
  const { i18n } = useTranslation();
  const partners = usePartners(true, i18n.language, target !== null);
  if (!target) return '';
  const provider = partners.data?.find((p) => p.provider === target.provider);
  if (!provider) return target.provider.toUpperCase();
  const game = provider.games.find((g) => g.gameId === target.gameId);
  return game ? `${game.name} · ${provider.name}` : provider.name;
}

function FrameContent({ target }: { target: LaunchTarget }) {
  const { t } = useTranslation();
  const launch = useQuery(launchQuery(target));
  if (launch.isPending)
    return (
      <div className={classes.frameState} data-testid="game-launching">
        <Loader color="yellow" />
        {t('games.launching')}
      </div>
    );
  if (launch.isError)
    return (
      <div className={classes.frameState} data-testid="game-launch-error">
        {translateApiError(t, launch.error)}
      </div>
    );
  return (
    <iframe
      src={launch.data.url}
      title={t('games.frameTitle')}
      data-testid="game-frame"
      allow="autoplay; fullscreen"
      allowFullScreen
      referrerPolicy="no-referrer"
      // The game runs its own scripts on its own origin but may not navigate the site's page.
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-pointer-lock"
    />
  );
}

/**
 * Every `/game/<provider>/…` route (game-routes.ts): asks `games.launch` and shows the provider's
 * game in a frame from under the site's header (its live balance stays in view) to the bottom of
 * the screen, with a back button. A path that names no game shows the not-found text.
 */
export function GameLaunchPage({ target }: { target: LaunchTarget | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = useTitle(target);
  // Back to where the member came from (the lobby with its filter) or, on a direct visit, the lobby.
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate('/games'));
  };
  return (
    <div className={classes.frame} data-testid="game-frame-page">
      <div className={classes.frameBar}>
        <button type="button" className={classes.back} onClick={back} data-testid="game-back">
          <BackIcon width={16} height={16} />
          {t('games.back')}
        </button>
        <span className={classes.frameTitle}>{title}</span>
      </div>
      <div className={classes.frameView}>
        {target ? (
          <FrameContent key={JSON.stringify(target)} target={target} />
        ) : (
          <div className={classes.frameState} data-testid="game-launch-error">
            {t('errorCodes.GAME_NOT_FOUND')}
          </div>
        )}
      </div>
    </div>
  );
}
