import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { storeImage, type FileStorage } from '../../platform/storage/index.ts';

/** POST /api/admin/contents.upload: a checked image stored through the storage adapter (audited). */
export const uploadImage = async (
  deps: { db: Database; storage: FileStorage },
  actor: AuditActor,
  data: string,
): Promise<{ url: string }> => {
  const { url, type, bytes } = await storeImage(deps.storage, data);
  return withAudit(deps.db, actor, () =>
    Promise.resolve({
      result: { url },
      audit: {
        action: 'content.image.upload',
        targetType: 'content',
        targetId: url,
        before: null,
        after: { type, bytes },
      },
    }),
  );
};
