import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link.tsx';
import { gamePath } from './game-routes.ts';
import { showFallbackImage } from './fallback-image.ts';
import classes from './game-grid.module.css';
import type { LobbyTile } from './lobby-filters.ts';
import type { GameHighlight } from './types.ts';

function TileBody({ tile }: { tile: LobbyTile }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={classes.thumb}>
        <img
          src={tile.image}
          alt=""
          width={240}
          height={240}
          loading="lazy"
          onError={showFallbackImage}
          decoding="async"
        />
        <div className={classes.badges}>
          {tile.hot && <span className={`${classes.badge} ${classes.hot}`}>{t('games.hot')}</span>}
          {tile.new && <span className={`${classes.badge} ${classes.new}`}>{t('games.new')}</span>}
        </div>
        {!tile.active && <div className={classes.closedLabel}>{t('games.closed')}</div>}
      </div>
      <div className={classes.cardText}>
        <div className={classes.cardName}>{tile.name}</div>
        <div className={classes.cardProvider}>{tile.providerName}</div>
      </div>
    </>
  );
}

function Tile({ tile }: { tile: LobbyTile }) {
  return tile.active ? (
    <AppLink
      to={tile.to}
      className={classes.card}
      data-testid="game-tile"
      data-game={tile.key}
      aria-label={`${tile.name} · ${tile.providerName}`}
    >
      <TileBody tile={tile} />
    </AppLink>
  ) : (
    <div
      className={`${classes.card} ${classes.closed}`}
      data-testid="game-tile"
      data-game={tile.key}
      aria-disabled
    >
      <TileBody tile={tile} />
    </div>
  );
}

/**
 * The games of the filter, open ones first; a closed provider's games follow under their own
 * heading (shown, so members know them, but they open nothing).
 */
export function GameGrid({ tiles, loading }: { tiles: readonly LobbyTile[]; loading: boolean }) {
  const { t } = useTranslation();
  if (loading)
    return (
      <div className={classes.grid} aria-busy>
        {Array.from({ length: 9 }, (_, i) => (
          <div key={i} className={classes.skeleton} />
        ))}
      </div>
    );
  if (tiles.length === 0)
    return (
      <div className={classes.empty} data-testid="games-empty">
        {t('games.empty')}
      </div>
    );
  const open = tiles.filter((tile) => tile.active);
  const closed = tiles.filter((tile) => !tile.active);
  return (
    <div data-testid="games-grid">
      {open.length > 0 && (
        <div className={classes.grid}>
          {open.map((tile) => (
            <Tile key={tile.key} tile={tile} />
          ))}
        </div>
      )}
      {closed.length > 0 && (
        <>
          <h2 className={`${classes.sectionTitle} ${classes.closedTitle}`}>{t('games.closedSection')}</h2>
          <div className={classes.grid}>
            {closed.map((tile) => (
              <Tile key={tile.key} tile={tile} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** The staff's highlighted games, a swipeable row of large cards. */
export function HighlightsStrip({
  highlights,
  pending = false,
}: {
  highlights: readonly GameHighlight[];
  /** Still loading: the strip's room is kept (no layout shift when it arrives). */
  pending?: boolean;
}) {
  const { t } = useTranslation();
  if (pending)
    return <div className={classes.stripPending} aria-hidden data-testid="games-highlights-pending" />;
  if (highlights.length === 0) return null;
  return (
    <section aria-labelledby="games-highlights-title">
      <h2 id="games-highlights-title" className={classes.sectionTitle}>
        {t('games.highlights')}
      </h2>
      <div className={classes.strip} data-testid="games-highlights">
        {[...highlights]
          .sort((a, b) => a.order - b.order)
          .map((h) => (
            <AppLink
              key={`${h.provider}/${h.gameId}`}
              to={gamePath(h.provider, h.gameId)}
              className={classes.highlight}
              data-testid="game-highlight"
            >
              <img
                src={h.image}
                alt=""
                width={168}
                height={168}
                loading="lazy"
                onError={showFallbackImage}
                decoding="async"
              />
              <span className={classes.highlightText}>
                <span className={classes.highlightName}>{h.name}</span>
                <span className={classes.playChip}>{t('games.play')}</span>
              </span>
            </AppLink>
          ))}
      </div>
    </section>
  );
}
