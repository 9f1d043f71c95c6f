/**
 * What lighthouse.spec.ts and `npm run bench:web` share: finding an open round to audit, and
 * running scripts/lighthouse.mjs (a process of its own: Lighthouse drives its own Chromium).
 */
import { spawn } from 'node:child_process';
import { repoRoot } from './server-process.ts';
import { trustingRequest } from './trusting-request.ts';

export interface MemberLogin {
  userName: string;
  pin: string;
}

interface Round {
  betGroup: string;
  betId: string;
  active: boolean;
}

/**
 * The page of an open round `member` can bet on: a government round if one is open, else any.
 * `ca`: the server's own certificate, when it answers HTTPS with one (server-process.ts).
 */
export async function openRoundPath(baseUrl: string, member: MemberLogin, ca?: string): Promise<string> {
  const login = await trustingRequest(`${baseUrl}/api/users.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: member.userName, password: member.pin }),
    ca,
  });
  if (login.status !== 200) throw new Error(`login as ${member.userName} answered ${login.status}`);
  const latest = await trustingRequest(`${baseUrl}/api/bet-lists.latest`, {
    headers: { authorization: String(login.headers.authorization ?? '') },
    ca,
  });
  const { data } = JSON.parse(latest.body) as { data: Record<string, Round[]> };
  const round = [...(data.gov ?? []), ...Object.values(data).flat()].find((candidate) => candidate.active);
  if (!round) throw new Error('no open round to audit');
  return `/lotto/${round.betGroup}/${round.betId}`;
}

/**
 * Lighthouse on `paths` of the server at `baseUrl` (`member:` paths logged in as `member`), `runs`
 * times each (the median run counts); resolves to the script's exit code (1: a page under a floor)
 * and everything it printed. `certFile`: the server's own certificate, which the script and its
 * Chromium then trust (NODE_EXTRA_CA_CERTS, read by scripts/lighthouse.mjs).
 */
export function runLighthouse(
  baseUrl: string,
  paths: string[],
  member: MemberLogin,
  runs = 1,
  certFile?: string,
): Promise<{ code: number | null; output: string }> {
  const args = [
    'scripts/lighthouse.mjs',
    baseUrl,
    ...paths,
    '--login',
    `${member.userName}:${member.pin}`,
    '--runs',
    String(runs),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: certFile ? { ...process.env, NODE_EXTRA_CA_CERTS: certFile } : process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
