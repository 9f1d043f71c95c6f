import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { rowsOf } from '../db/client.ts';
import { makeRound } from '../modules/lotto/lotto-test-kit.ts';

const endShooting = (t: TestApp, betId: string) =>
  fetch(`${t.url}/api/dev/rounds.end-shooting`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ betId }),
  });

/** Whether the round's close and result times are at or before the database's clock. */
const endedByDbClock = async (t: TestApp, betId: string) => {
  const [row] = rowsOf<{ closed: boolean; ended: boolean }>(
    await t.db.execute(sql`
      select close_at <= now() as closed, result_at <= now() as ended
      from lotto_rounds where id = ${betId}::bigint`),
  );
  return row;
};

describe('test-only round clock (NODE_ENV=test)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends an open Yeekee round now: close and result time at the database clock', async () => {
    const betId = await makeRound(t.db, 'yeekee');
    expect(await endedByDbClock(t, betId)).toEqual({ closed: false, ended: false });
    const answer = await endShooting(t, betId);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { betId } });
    expect(await endedByDbClock(t, betId)).toEqual({ closed: true, ended: true });
  });

  it('leaves rounds that do not shoot, and drawn rounds, alone (404)', async () => {
    const gov = await makeRound(t.db, 'gov');
    expect((await endShooting(t, gov)).status).toBe(404);
    expect(await endedByDbClock(t, gov)).toEqual({ closed: false, ended: false });
    const drawn = await makeRound(t.db, 'yeekee', { status: 'DRAWN' });
    expect((await endShooting(t, drawn)).status).toBe(404);
  });
});

describe('test-only round clock outside NODE_ENV=test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist (404) and moves nothing', async () => {
    const betId = await makeRound(t.db, 'yeekee');
    expect((await endShooting(t, betId)).status).toBe(404);
    expect(await endedByDbClock(t, betId)).toEqual({ closed: false, ended: false });
  });
});
