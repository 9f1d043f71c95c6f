import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export interface LocalSecrets {
  jwtSecret: string;
  hookSecret: string;
}

const fileSchema = z.object({ jwtSecret: z.string().min(32), hookSecret: z.string().min(32) });

const newSecret = (): string => randomBytes(48).toString('base64url');

/**
 * Outside production, unset secrets are generated once into `<dataDir>/secrets.json` (mode 0600)
 * so tokens stay valid across restarts of a laptop or demo install.
 */
export const loadLocalSecrets = (dataDir: string): LocalSecrets => {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const parsed = fileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  const secrets: LocalSecrets = { jwtSecret: newSecret(), hookSecret: newSecret() };
  fs.mkdirSync(dataDir, { recursive: true });
  // 'wx' fails if another process created the file meanwhile; then use theirs.
  try {
    fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, {
      mode: 0o600,
      flag: fs.existsSync(file) ? 'w' : 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadLocalSecrets(dataDir);
    throw error;
  }
  return secrets;
};
