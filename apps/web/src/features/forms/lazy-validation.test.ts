import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyValidation } from './lazy-validation.ts';

interface Values {
  pin: string;
  confirm: string;
}
const schema = z.object({ pin: z.string().min(1, 'pin required') });
const mismatch = (values: Values): Record<string, string> =>
  values.pin === values.confirm ? {} : { confirm: 'mismatch' };
const submitEvent = () => {
  const preventDefault = vi.fn();
  return { preventDefault, event: { preventDefault } as unknown as FormEvent<HTMLFormElement> };
};

describe('lazyValidation', () => {
  it('runs only the extra checks until the schema is in, then both', async () => {
    const validation = lazyValidation<Values>(() => Promise.resolve(schema), mismatch);
    expect(validation.validate({ pin: '', confirm: 'x' })).toEqual({ confirm: 'mismatch' });
    await validation.preload();
    expect(validation.validate({ pin: '', confirm: 'x' })).toEqual({
      confirm: 'mismatch',
      pin: 'pin required',
    });
  });

  it('holds a submit until the schema is loaded, loading it once', async () => {
    let resolve!: (loaded: typeof schema) => void;
    const load = vi.fn(() => new Promise<typeof schema>((_resolve) => (resolve = _resolve)));
    const validation = lazyValidation<Values>(load);
    const seen: Record<string, string>[] = [];
    const { preventDefault, event } = submitEvent();
    validation.afterLoad(() => seen.push(validation.validate({ pin: '', confirm: '' })))(event);
    void validation.preload();
    expect(preventDefault).toHaveBeenCalled();
    expect(seen).toEqual([]);
    resolve(schema);
    await vi.waitFor(() => expect(seen).toEqual([{ pin: 'pin required' }]));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('submits unchecked when the schema cannot load, and tries again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(schema);
    const validation = lazyValidation<Values>(load);
    const submit = vi.fn();
    validation.afterLoad(submit)(submitEvent().event);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(validation.validate({ pin: '', confirm: '' })).toEqual({});
    await validation.preload();
    expect(validation.validate({ pin: '', confirm: '' })).toEqual({ pin: 'pin required' });
  });
});
