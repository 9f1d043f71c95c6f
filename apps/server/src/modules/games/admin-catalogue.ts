import type { AdminGame, AdminGameProvider } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import {
  adminGame,
  adminProvider,
  adminProviders,
  gameRowIds,
  insertGame,
  replaceHighlights,
  updateGameRow,
  updateProviderRow,
  type GameFields,
  type ProviderPatch,
} from './admin-catalogue-repository.ts';
import { findProvider, listHighlights } from './catalogue-repository.ts';

/** The registry as staff see it: whether each secret variable is set, never its value. */
export const providersForStaff = async (
  db: Database,
  secretSet: (envName: string) => boolean,
): Promise<{ items: AdminGameProvider[] }> => ({
  items: (await adminProviders(db)).map((row) => ({
    ...row,
    secretConfigured: row.secretEnv !== null && secretSet(row.secretEnv),
  })),
});

/** Changes a provider's settings. Audited (the secret variable's name, never a secret). */
export const updateProvider = async (
  db: Database,
  actor: AuditActor,
  input: ProviderPatch & { provider: string },
  secretSet: (envName: string) => boolean,
): Promise<AdminGameProvider> => {
  const { provider, ...patch } = input;
  const after = await withAudit(db, actor, async (tx) => {
    const before = await adminProvider(tx, provider, true);
    if (!before) throw appError('GAME_PROVIDER_NOT_FOUND');
    await updateProviderRow(tx, provider, patch);
    const changed = await adminProvider(tx, provider);
    return {
      result: changed ?? before,
      audit: {
        action: 'games.providers.update',
        targetType: 'game_provider',
        targetId: provider,
        before,
        after: changed,
      },
    };
  });
  return { ...after, secretConfigured: after.secretEnv !== null && secretSet(after.secretEnv) };
};

const found = (game: AdminGame | undefined): AdminGame => {
  if (!game) throw appError('GAME_NOT_FOUND');
  return game;
};

/** Adds a game to a provider's catalogue. Audited. */
export const createGame = (
  db: Database,
  actor: AuditActor,
  input: GameFields & { provider: string; gameId: string },
): Promise<AdminGame> =>
  withAudit(db, actor, async (tx) => {
    const provider = await findProvider(tx, input.provider);
    if (!provider) throw appError('GAME_PROVIDER_NOT_FOUND');
    if (!(await insertGame(tx, provider.id, input.gameId, input))) throw appError('GAME_EXISTS');
    const game = found(await adminGame(tx, input));
    const targetId = `${input.provider}/${input.gameId}`;
    return {
      result: game,
      audit: { action: 'games.games.create', targetType: 'game', targetId, before: null, after: game },
    };
  });

/** Changes a game. Audited. */
export const updateGame = (
  db: Database,
  actor: AuditActor,
  input: Partial<GameFields> & { provider: string; gameId: string },
): Promise<AdminGame> =>
  withAudit(db, actor, async (tx) => {
    const { provider: code, gameId, ...fields } = input;
    const before = found(await adminGame(tx, input, true));
    const provider = await findProvider(tx, code);
    if (!provider) throw appError('GAME_NOT_FOUND');
    await updateGameRow(tx, provider.id, gameId, fields);
    const after = found(await adminGame(tx, input));
    const targetId = `${code}/${gameId}`;
    return {
      result: after,
      audit: { action: 'games.games.update', targetType: 'game', targetId, before, after },
    };
  });

export const highlightsForStaff = async (db: Database) => ({ items: await listHighlights(db, 'th', false) });

/** Replaces the highlights (the order given is the display order). Audited. */
export const updateHighlights = (
  db: Database,
  actor: AuditActor,
  items: ReadonlyArray<{ provider: string; gameId: string }>,
) =>
  withAudit(db, actor, async (tx) => {
    const before = await listHighlights(tx, 'th', false);
    const rows = await gameRowIds(tx, items);
    const ordered = items.map((item) =>
      rows.find((row) => row.provider === item.provider && row.gameId === item.gameId),
    );
    if (ordered.some((row) => row === undefined)) throw appError('GAME_NOT_FOUND');
    await replaceHighlights(tx, [...new Set(ordered.map((row) => row?.id ?? 0n))]);
    const after = await listHighlights(tx, 'th', false);
    return {
      result: { items: after },
      audit: {
        action: 'games.highlights.update',
        targetType: 'game_highlights',
        targetId: null,
        before,
        after,
      },
    };
  });
