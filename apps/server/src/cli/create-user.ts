import { createInterface } from 'node:readline/promises';
import { AccountRepository, createDatabase, databaseEnv, migrateToLatest } from '@yuwen/db';
import { hashPassword } from '../modules/passport/passport.service.js';

const ROLES = ['pupil', 'teacher', 'admin'] as const;
const ACCOUNT_RULE = /^[A-Za-z0-9_]{4,32}$|^1[3-9]\d{9}$/;

/**
 * `npm run admin:create -- <account> [password]` creates an admin (the password is asked for when
 * not given). `--role=pupil|teacher` creates other accounts, which the e2e tests use.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const role = args.find((a) => a.startsWith('--role='))?.slice('--role='.length) ?? 'admin';
  const [account, givenPassword] = args.filter((a) => !a.startsWith('--'));
  if (!ROLES.includes(role as (typeof ROLES)[number])) throw new Error(`role must be one of ${ROLES.join(', ')}`);
  if (!account || !ACCOUNT_RULE.test(account)) {
    throw new Error(
      'usage: npm run admin:create -- <account> [password]; account: 4–32 letters, digits or _, or a mobile number',
    );
  }
  const password = givenPassword ?? (await ask(`password for ${account}: `));
  if (password.length < 8 || password.length > 64) throw new Error('password must be 8–64 characters');

  const database = createDatabase(databaseEnv());
  try {
    await migrateToLatest(database);
    const accounts = new AccountRepository(database.db);
    if (await accounts.findUserByAccount(account)) throw new Error(`account ${account} already exists`);
    const id = await accounts.createUser({
      account,
      password_hash: await hashPassword(password),
      role,
      created_at: Date.now(),
    });
    console.log(`created ${role} ${account} (id ${id})`);
  } finally {
    await database.close();
  }
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
