import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ConfigError } from '../config/config-error.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStaff } from '../modules/staff/create-staff.ts';
import { AppError, validationError } from '../platform/errors.ts';

const USAGE =
  'usage: npm run staff:create -w @chokdee/server -- --username <name> --role "Super Admin"|Administrator|Staff  (PIN from env STAFF_PIN or a prompt)';

/** Reads a line without echoing it when stdin is a terminal (a PIN must not stay on screen). */
const promptHidden = (question: string): Promise<string> =>
  new Promise((resolve) => {
    const rl = createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: process.stdin.isTTY,
    });
    const output = rl as unknown as { _writeToOutput?: (s: string) => void };
    rl.question(question, (answer) => {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write('\n');
      resolve(answer);
    });
    if (process.stdin.isTTY) output._writeToOutput = () => undefined;
  });

const readPin = async (): Promise<string> => {
  if (process.env.STAFF_PIN) return process.env.STAFF_PIN;
  const pin = await promptHidden('PIN: ');
  if (process.stdin.isTTY && (await promptHidden('Repeat PIN: ')) !== pin)
    throw validationError({ password: 'Passwords do not match.' });
  return pin;
};

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, role: { type: 'string' } },
    strict: true,
  });
  if (!values.username || !values.role) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const pin = await readPin();
  const connection = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    // Same migrations as the server, so this works on a fresh install before the first start.
    await connection.migrate();
    const created = await createStaff(connection.db, {
      username: values.username,
      role: values.role as 'Staff',
      password: pin,
    });
    console.log(`Created staff "${created.username}" (${created.role}).`);
    // The TOTP secret is never printed: it is enrolled in the browser (QR code + recovery codes).
    const enrol = created.role === 'Staff' ? 'may enrol' : 'must enrol';
    console.log(
      `Sign in at /admin/login with this username and PIN; the account ${enrol} two-factor authentication (TOTP) there.`,
    );
    return 0;
  } finally {
    await connection.close();
  }
};

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    if (error instanceof AppError || error instanceof ConfigError) {
      console.error(`staff:create: ${error.message}`);
      process.exitCode = 1;
      return;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`staff:create: ${error.message}\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    console.error(error);
    process.exitCode = 1;
  });
