import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { useAuth } from '../auth/index.ts';
import { useHighlights, usePartners } from './api.ts';
import { GameGrid, HighlightsStrip } from './game-grid.tsx';
import classes from './lobby.module.css';
import { CategoryTabs, GameSearch, ProviderFilter } from './lobby-controls.tsx';
import { isLobbyCategory, lobbyTiles, providersOf, type LobbyCategory } from './lobby-filters.ts';

/**
 * `/games` (and `/live/casino`, opened on the live category): highlights, categories, providers,
 * search and the games. A member sees the member list, a visitor the visitors' list (`.nr`); the
 * member list is asked only with a session (spec §6). Category and provider live in the URL, so
 * the back button from a game returns to the same view.
 */
export function GamesLobby({ defaultCategory = 'all' }: { defaultCategory?: LobbyCategory }) {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const member = Boolean(auth.data);
  const partners = usePartners(member, i18n.language, !auth.isPending);
  const highlights = useHighlights(i18n.language);
  const [params, setParams] = useSearchParams();
  const categoryParam = params.get('category');
  const category = isLobbyCategory(categoryParam) ? categoryParam : defaultCategory;
  const provider = params.get('provider');
  // The search text stays in the page: a navigation per keystroke could drop fast typing.
  const [search, setSearch] = useState('');

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const list = useMemo(() => partners.data ?? [], [partners.data]);
  const tiles = useMemo(
    () => lobbyTiles(list, { category, provider, search }),
    [list, category, provider, search],
  );

  return (
    <div className={classes.lobby} data-testid="games-lobby" data-list={member ? 'member' : 'visitor'}>
      <section className={classes.hero}>
        <h1 className={classes.heroTitle}>
          {t('games.title')} <span>{t('games.titleAccent')}</span>
        </h1>
        <p className={classes.heroText}>{t('games.subtitle')}</p>
        <GameSearch value={search} onChange={setSearch} />
        <div className={classes.heroArt} aria-hidden>
          {(highlights.data ?? []).slice(0, 3).map((h) => (
            <img
              key={`${h.provider}/${h.gameId}`}
              src={h.image}
              alt=""
              width={120}
              height={120}
              fetchPriority="high"
            />
          ))}
        </div>
      </section>
      {!member && !auth.isPending && (
        <div className={classes.guestBar} data-testid="games-guest-bar">
          <span>{t('games.guestHint')}</span>
          <AppLink to="/">{t('games.login')}</AppLink>
        </div>
      )}
      <HighlightsStrip highlights={highlights.data ?? []} pending={highlights.isPending} />
      <CategoryTabs
        value={category}
        onChange={(next) => update({ category: next === defaultCategory ? null : next, provider: null })}
      />
      <div className={classes.body}>
        <ProviderFilter
          providers={providersOf(list, category)}
          value={provider}
          onChange={(next) => update({ provider: next })}
        />
        <section aria-label={t('games.gamesLabel')}>
          <GameGrid tiles={tiles} loading={partners.isPending} />
        </section>
      </div>
    </div>
  );
}
