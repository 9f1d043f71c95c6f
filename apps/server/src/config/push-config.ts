import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { optionalText } from './env-values.ts';

/** Web Push (docs/support.md, "Notifications"): the VAPID key pair and the contact it names. */
export const pushEnv = z.object({
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be mailto: or https://')
      .optional(),
  ),
});

export interface PushConfig {
  /** Undefined: push is off (production without the VAPID variables); the inbox still works. */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** Outside production a push endpoint may be plain http (the test stand-in); never in production. */
  allowHttpEndpoints: boolean;
}

const VAPID_NAMES = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
const vapidFile = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/** Generated once into `<dataDir>/vapid.json` (mode 0600) like secrets.json: subscriptions outlive restarts. */
const localVapidKeys = (dataDir: string): z.infer<typeof vapidFile> => {
  const file = path.join(dataDir, 'vapid.json');
  if (fs.existsSync(file)) {
    const parsed = vapidFile.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, {
      mode: 0o600,
      flag: fs.existsSync(file) ? 'w' : 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return localVapidKeys(dataDir);
    throw error;
  }
  return keys;
};

export const readPushConfig = (
  e: z.infer<typeof pushEnv>,
  isProduction: boolean,
  dataDir: string,
): PushConfig => {
  const set = VAPID_NAMES.filter((name) => e[name]);
  // Half a configuration is a mistake, not "push off".
  if (set.length > 0 && set.length < VAPID_NAMES.length)
    throw new ConfigError(
      `Web Push needs all of ${VAPID_NAMES.join(', ')}; missing: ${VAPID_NAMES.filter((n) => !e[n]).join(', ')}`,
    );
  const subject = e.VAPID_SUBJECT ?? 'mailto:push@chokdee.invalid';
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return {
      vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject },
      allowHttpEndpoints: !isProduction,
    };
  if (isProduction) return { vapid: undefined, allowHttpEndpoints: false };
  return { vapid: { ...localVapidKeys(dataDir), subject }, allowHttpEndpoints: true };
};
