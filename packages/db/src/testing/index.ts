/** Test helpers: a fresh database per test on each engine. */
export * from './test-database.js';
export * from './user-references.js';
