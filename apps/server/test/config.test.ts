import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';

describe('configuration', () => {
  it('has defaults for every variable', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, logLevel: 'info' });
    expect(c.dataDir).toMatch(/data$/);
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('stops with one message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: DATABASE_URL must start with postgres:\/\/[\s\S]*LOG_LEVEL/,
    );
  });

  it('trusts a reverse proxy only when told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('selects PostgreSQL by URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });
});
