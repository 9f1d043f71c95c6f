import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { checkImage, decodeBase64, type FileStorage } from '../../platform/storage/index.ts';

/** POST /api/admin/contents.upload: a checked image stored through the storage adapter (audited). */
export const uploadImage = async (
  deps: { db: Database; storage: FileStorage },
  actor: AuditActor,
  data: string,
): Promise<{ url: string }> => {
  const bytes = decodeBase64(data);
  if (!bytes) throw appError('UPLOAD_MALFORMED');
  const check = checkImage(bytes);
  if (!check.ok) throw appError(check.code);
  const { type } = check;
  const url = await deps.storage.put(bytes, type);
  return withAudit(deps.db, actor, () =>
    Promise.resolve({
      result: { url },
      audit: {
        action: 'content.image.upload',
        targetType: 'content',
        targetId: url,
        before: null,
        after: { type, bytes: bytes.length },
      },
    }),
  );
};
