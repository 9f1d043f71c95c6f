import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number | undefined;
}

/**
 * oidc-provider's storage for the stand-in: one process, in memory, entries dropped when they
 * expire. Ours rather than the library's quick-start adapter, which warns on stderr at start.
 */
export const memoryAdapterFactory = () => {
  const store = new Map<string, Entry>();
  const grants = new Map<string, Set<string>>();

  const live = (key: string): AdapterPayload | undefined => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return (model: string): Adapter => {
    const key = (id: string): string => `${model}:${id}`;
    return {
      upsert: (id, payload, expiresIn) => {
        store.set(key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
        if (payload.grantId) {
          const keys = grants.get(payload.grantId) ?? new Set<string>();
          keys.add(key(id));
          grants.set(payload.grantId, keys);
        }
        return Promise.resolve();
      },
      find: (id) => Promise.resolve(live(key(id))),
      findByUid: (uid) =>
        Promise.resolve(live(`${model}:uid:${uid}`) ?? findBy(store, model, (p) => p.uid === uid)),
      findByUserCode: (userCode) => Promise.resolve(findBy(store, model, (p) => p.userCode === userCode)),
      consume: (id) => {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
        return Promise.resolve();
      },
      destroy: (id) => {
        store.delete(key(id));
        return Promise.resolve();
      },
      revokeByGrantId: (grantId) => {
        for (const k of grants.get(grantId) ?? []) store.delete(k);
        grants.delete(grantId);
        return Promise.resolve();
      },
    };
  };
};

const findBy = (
  store: Map<string, Entry>,
  model: string,
  match: (p: AdapterPayload) => boolean,
): AdapterPayload | undefined => {
  for (const [k, entry] of store) {
    if (
      k.startsWith(`${model}:`) &&
      match(entry.payload) &&
      (entry.expiresAt === undefined || entry.expiresAt > Date.now())
    ) {
      return entry.payload;
    }
  }
  return undefined;
};
