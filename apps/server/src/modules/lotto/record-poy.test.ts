import { describe, expect, it } from 'vitest';
import { retryWhileRatesMove } from './record-poy.ts';

const rateMoved = Object.assign(new Error('the rate moved'), { code: 'CD001' });

describe('retryWhileRatesMove', () => {
  it('places the slip again while a rate moved under the locks, and answers the attempt that held', async () => {
    let attempts = 0;
    const poyId = await retryWhileRatesMove(() => {
      attempts += 1;
      return attempts < 3 ? Promise.reject(rateMoved) : Promise.resolve(42n);
    });
    expect(poyId).toBe(42n);
    expect(attempts).toBe(3);
  });

  it('gives up after 5 attempts with 409 RATES_CHANGING; any other failure is not retried', async () => {
    let attempts = 0;
    await expect(
      retryWhileRatesMove(() => {
        attempts += 1;
        return Promise.reject(rateMoved);
      }),
    ).rejects.toMatchObject({ code: 'RATES_CHANGING', statusCode: 409 });
    expect(attempts).toBe(5);

    attempts = 0;
    const refused = Object.assign(new Error('closed'), { code: '23505' });
    await expect(
      retryWhileRatesMove(() => {
        attempts += 1;
        return Promise.reject(refused);
      }),
    ).rejects.toBe(refused);
    expect(attempts).toBe(1);
  });
});
