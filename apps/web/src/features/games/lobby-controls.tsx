import { useTranslation } from 'react-i18next';
import { CATEGORY_ICONS, SearchIcon } from './games-icons.tsx';
import { showFallbackImage } from './fallback-image.ts';
import classes from './lobby.module.css';
import { LOBBY_CATEGORIES, type LobbyCategory } from './lobby-filters.ts';
import type { PartnerProvider } from './types.ts';

/** The five categories (all, casino, slot, sport, live) as toggle buttons. */
export function CategoryTabs({
  value,
  onChange,
}: {
  value: LobbyCategory;
  onChange: (category: LobbyCategory) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.tabs} role="group" aria-label={t('games.categoriesLabel')}>
      {LOBBY_CATEGORIES.map((category) => {
        const Icon = CATEGORY_ICONS[category];
        return (
          <button
            key={category}
            type="button"
            className={classes.tab}
            aria-pressed={value === category}
            data-testid={`games-category-${category}`}
            onClick={() => onChange(category)}
          >
            <Icon width={24} height={24} />
            {t(`games.categories.${category}`)}
          </button>
        );
      })}
    </div>
  );
}

/** The providers of the category: "all" first, then each with its logo. */
export function ProviderFilter({
  providers,
  value,
  onChange,
}: {
  providers: readonly PartnerProvider[];
  value: string | null;
  onChange: (provider: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.providers} role="group" aria-label={t('games.providersLabel')}>
      <button
        type="button"
        className={classes.provider}
        aria-pressed={value === null}
        data-testid="games-provider-all"
        onClick={() => onChange(null)}
      >
        <span className={classes.allDot} aria-hidden>
          ★
        </span>
        {t('games.allProviders')}
      </button>
      {providers.map((p) => (
        <button
          key={p.provider}
          type="button"
          className={classes.provider}
          aria-pressed={value === p.provider}
          data-closed={p.active ? undefined : ''}
          title={p.active ? undefined : t('games.closed')}
          data-testid={`games-provider-${p.provider}`}
          onClick={() => onChange(p.provider)}
        >
          <img src={p.logo} alt="" width={30} height={30} loading="lazy" onError={showFallbackImage} />
          {p.name}
        </button>
      ))}
    </div>
  );
}

/** The search box of the hero: game or provider name. */
export function GameSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className={classes.search}>
      <SearchIcon width={20} height={20} />
      <input
        type="search"
        value={value}
        placeholder={t('games.searchPlaceholder')}
        aria-label={t('games.searchLabel')}
        data-testid="games-search"
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </label>
  );
}
