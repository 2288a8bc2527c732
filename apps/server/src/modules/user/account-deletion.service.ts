/**
 * A module's part in deleting an account. It runs before the user row is deleted (while the rows
 * the foreign keys cascade away can still be read) and may answer a step to run after the
 * deletion has committed, e.g. removing the user's files, so a failed deletion loses no file.
 */
export type AccountCleanup = (userId: number) => Promise<(() => Promise<void>) | undefined>;

/** The clean-ups modules register, run when an account is deleted. */
export class AccountDeletion {
  private readonly cleanups: AccountCleanup[] = [];

  register(cleanup: AccountCleanup): void {
    this.cleanups.push(cleanup);
  }

  /** Runs every clean-up around `deleteRow`, in the order the modules registered them. */
  async run(userId: number, deleteRow: () => Promise<void>): Promise<void> {
    const after: (() => Promise<void>)[] = [];
    for (const cleanup of this.cleanups) {
      const step = await cleanup(userId);
      if (step) after.push(step);
    }
    await deleteRow();
    for (const step of after) await step();
  }
}
