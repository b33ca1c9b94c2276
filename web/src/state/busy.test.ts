import { describe, expect, it } from 'vitest';
import { PROCESSING, useBusy, whileBusy } from './busy';

describe('the busy overlay state', () => {
  it('shows Processing… while work runs, the step labels it sets, and clears after', async () => {
    const seen: (string | null)[] = [];
    await whileBusy(async (setLabel) => {
      seen.push(useBusy.getState().label);
      setLabel('1 of 2 Generate system tasks');
      seen.push(useBusy.getState().label);
    });
    expect(seen).toEqual([PROCESSING, '1 of 2 Generate system tasks']);
    expect(useBusy.getState().label).toBeNull();
  });

  it('stays up until the outermost work ends, and clears when work throws', async () => {
    await expect(
      whileBusy(async () => {
        await whileBusy(async () => {}, 'inner');
        expect(useBusy.getState().label).toBe(PROCESSING);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(useBusy.getState()).toMatchObject({ label: null, depth: 0 });
  });
});
