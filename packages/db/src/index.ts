/** @yuwen/db — the only place with SQL: tables, migrations, repositories, on SQLite or PostgreSQL. */
export * from './create-db.js';
export * from './database-env.js';
export * from './migrations/migrations.js';
export * from './repositories/account.repository.js';
export * from './repositories/content-import.repository.js';
export * from './repositories/learn-record.repository.js';
export * from './repositories/module.repository.js';
export type * from './tables/catalogue.tables.js';
export type * from './tables/tables.js';
