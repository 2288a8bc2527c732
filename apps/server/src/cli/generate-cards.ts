import { ActivationCardRepository, createDatabase, databaseEnv, migrateToLatest } from '@yuwen/db';
import { CARD_BATCH_MAX, formatCardCode } from '@yuwen/protocol';
import { generateCardCodes, storedCard } from '../modules/membership/card-codes.js';

/**
 * `npm run cards:generate -- <count> <days> [note]` generates a batch of activation cards and
 * prints their codes, one a line. Only hashes are stored: save the printed codes.
 */
async function main(): Promise<void> {
  const [countArg, daysArg, ...noteWords] = process.argv.slice(2);
  const count = Number(countArg);
  const days = Number(daysArg);
  if (
    !Number.isInteger(count) ||
    count < 1 ||
    count > CARD_BATCH_MAX ||
    !Number.isInteger(days) ||
    days < 1 ||
    days > 3650
  ) {
    throw new Error(`usage: npm run cards:generate -- <count 1–${CARD_BATCH_MAX}> <days 1–3650> [note]`);
  }
  const codes = generateCardCodes(count);
  const database = createDatabase(databaseEnv());
  try {
    await migrateToLatest(database);
    const batchId = await new ActivationCardRepository(database.db).createBatch(
      { days, note: noteWords.join(' '), created_by: null, created_at: Date.now() },
      codes.map(storedCard),
    );
    console.error(`batch ${batchId}: ${count} cards of ${days} days; the codes are shown only now:`);
    for (const code of codes) console.log(formatCardCode(code));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
