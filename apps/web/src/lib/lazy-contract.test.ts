import { types } from 'node:util';
import * as protocol from '@yuwen/protocol';
import { envelopeSchema, loginCall, regiCall, userInfoCall } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { schemaRanges } from '../../build/lazy-contract';

describe('the protocol’s schemas in the web app (build/lazy-contract.ts)', () => {
  it('are stand-ins made when first used; a call’s method and path stay plain', () => {
    expect(types.isProxy(loginCall.params)).toBe(true);
    expect(types.isProxy(userInfoCall.answer)).toBe(true);
    expect(types.isProxy(envelopeSchema)).toBe(true);
    expect(types.isProxy(loginCall)).toBe(false);
    expect(loginCall.path).toBe('/api/passport/login');
  });

  it('parse as the plain schemas do, Chinese messages included', () => {
    const missing = regiCall.params.safeParse({ account: '', password: 'secret-1', product: 44 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('请输入账号');
    const given = loginCall.params.safeParse({ account: 'pupil_1', password: 'secret-1', product: '44' });
    expect(given.success && given.data.product).toBe(44);
    expect(envelopeSchema.safeParse({ code: 1, msg: '操作成功', data: null }).success).toBe(true);
  });

  it('stand in for schemas only: every stand-in the protocol exports makes a zod schema', () => {
    const standIns: unknown[] = [];
    for (const value of Object.values(protocol)) {
      if (types.isProxy(value)) standIns.push(value);
      else if (typeof value === 'object' && value !== null && 'params' in value && 'answer' in value)
        standIns.push(...[value.params, value.answer].filter((schema) => types.isProxy(schema)));
    }
    expect(standIns.length).toBeGreaterThan(400);
    for (const schema of standIns) expect((schema as { _zod?: { def?: object } })._zod?.def).toBeTypeOf('object');
  });

  it('wraps schema initializers and call schemas, not plain constants or functions', () => {
    const code = [
      "import { z } from 'zod';",
      "import { formId, defineCall } from './define-call.js';",
      "export const KINDS = ['a', 'b'];",
      'export const itemSchema = z.object({ id: z.number() });',
      'export const listSchema = itemSchema.extend({ n: z.number() });',
      "export const poemId = formId.describe('诗文编号');",
      'const oneOf = (allowed) => z.union(allowed.map((n) => z.literal(n)));',
      "export const call = defineCall({ method: 'GET', path: '/x', user: true, params: z.object({ id: poemId }), answer: listSchema });",
    ].join('\n');
    const wrapped = schemaRanges(code).map(([start, end]) => code.slice(start, end));
    expect(wrapped).toEqual([
      'z.object({ id: z.number() })',
      'itemSchema.extend({ n: z.number() })',
      "formId.describe('诗文编号')",
      'z.object({ id: poemId })',
    ]);
  });
});
