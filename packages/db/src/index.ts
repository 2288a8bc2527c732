/** @yuwen/db — the only place with SQL: tables, migrations, repositories, on SQLite or PostgreSQL. */
export * from './create-db.js';
export * from './database-env.js';
export * from './migrations/migrations.js';
export * from './repositories/account.repository.js';
export * from './repositories/activation-card.repository.js';
export * from './repositories/catalogue.repository.js';
export * from './repositories/catalogue-import.repository.js';
export * from './repositories/content-import.repository.js';
export * from './repositories/learn-record.repository.js';
export * from './repositories/login-guard.repository.js';
export * from './repositories/membership.repository.js';
export * from './repositories/module.repository.js';
export * from './repositories/presence.repository.js';
export * from './repositories/pupil-dictionary.repository.js';
export type * from './tables/accounts.tables.js';
export type * from './tables/catalogue.tables.js';
export type * from './tables/membership.tables.js';
export type * from './tables/tables.js';
