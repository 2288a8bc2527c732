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

  it('keeps uploads under DATA_DIR/uploads unless STORAGE_URL names an S3 bucket', () => {
    expect(loadConfig({ DATA_DIR: '/srv/yuwen' }).storage).toEqual({ kind: 'local', dir: '/srv/yuwen/uploads' });
    expect(
      loadConfig({
        STORAGE_URL: 's3://yuwen-media/prod/uploads',
        S3_ENDPOINT: 'http://minio:9000',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'yuwen-media',
      prefix: 'prod/uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE_URL: 's3://yuwen-media/', S3_REGION: 'cn-north-1' }).storage).toMatchObject({
      prefix: '',
      region: 'cn-north-1',
      endpoint: undefined,
      accessKeyId: undefined,
      forcePathStyle: false,
    });
    for (const bad of ['file:///srv', 's3://', 's3://Bad_Bucket', 's3://b/../x y', 'https://bucket.s3.amazonaws.com'])
      expect(() => loadConfig({ STORAGE_URL: bad }), bad).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ STORAGE_URL: 's3://yuwen-media', AWS_ACCESS_KEY_ID: 'key' })).toThrow(
      /AWS_SECRET_ACCESS_KEY/,
    );
  });

  it('turns online payment off unless the sandbox is asked for, and never allows it in production', () => {
    expect(loadConfig({}).payment).toEqual({ provider: 'off', notifySecret: undefined });
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox' }).payment).toEqual({
      provider: 'sandbox',
      notifySecret: undefined,
    });
    const secret = 's'.repeat(32);
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox', PAY_NOTIFY_SECRET: secret }).payment.notifySecret).toBe(secret);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sandbox', NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: the sandbox[\s\S]*NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).payment.provider).toBe('off');
    expect(() => loadConfig({ PAY_NOTIFY_SECRET: 'short' })).toThrow(/PAY_NOTIFY_SECRET/);
  });

  it('selects PostgreSQL by URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });
});
