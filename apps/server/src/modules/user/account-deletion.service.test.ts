import { describe, expect, it } from 'vitest';
import { AccountDeletion } from './account-deletion.service.js';

describe('AccountDeletion', () => {
  it('reads before the row goes and removes files after, in registration order', async () => {
    const steps: string[] = [];
    const deletion = new AccountDeletion();
    deletion.register(async (id) => {
      steps.push(`read avatar of ${id}`);
      return async () => void steps.push('remove avatar');
    });
    deletion.register(async () => {
      steps.push('read nothing to remove');
      return undefined;
    });
    await deletion.run(7, async () => void steps.push('delete row'));
    expect(steps).toEqual(['read avatar of 7', 'read nothing to remove', 'delete row', 'remove avatar']);
  });

  it('removes no file when deleting the row fails', async () => {
    let removed = false;
    const deletion = new AccountDeletion();
    deletion.register(async () => async () => {
      removed = true;
    });
    await expect(deletion.run(1, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(removed).toBe(false);
  });
});
