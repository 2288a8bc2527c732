import { resolve, sep } from 'node:path';
import { type Plugin, parseAst } from 'vite';

const PROTOCOL_SOURCES = resolve(import.meta.dirname, '../../../packages/protocol/src') + sep;
const LAZY_OBJECT = resolve(import.meta.dirname, '../src/lib/lazy-object.ts');

// The parts of the ESTree the transform reads.
type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && 'type' in value;

/** The identifier a chain such as `z.string().min(1)` or `formId.describe('…')` starts from. */
function chainRoot(node: Node): string | undefined {
  let at: unknown = node;
  while (isNode(at)) {
    if (at.type === 'Identifier') return at.name as string;
    if (at.type === 'CallExpression') at = at.callee;
    else if (at.type === 'MemberExpression') at = at.object;
    else return undefined;
  }
  return undefined;
}

/**
 * Where the module's schemas are made: the initializers of its top-level constants that build a
 * schema (a chain from zod's `z`, from an imported value or from a schema of the module), and the
 * `params` and `answer` of each `defineCall` — its method, path and user flag stay plain values.
 */
export function schemaRanges(code: string): [start: number, end: number][] {
  const program = parseAst(code) as unknown as { body: Node[] };
  const imported = new Set<string>();
  const lazy = new Set<string>(['z']);
  const ranges: [number, number][] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers as Node[]) imported.add((specifier.local as Node).name as string);
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init;
      const name = (declarator.id as Node).name as string;
      if (!isNode(init)) continue;
      const [argument] = (init.arguments ?? []) as Node[];
      if (init.type === 'CallExpression' && chainRoot(init) === 'defineCall' && argument?.type === 'ObjectExpression') {
        for (const property of argument.properties as Node[]) {
          const key = (property.key as Node | undefined)?.name;
          // A named schema of the module is lazy itself already.
          const value = property.value as Node;
          if ((key === 'params' || key === 'answer') && value.type !== 'Identifier')
            ranges.push([value.start, value.end]);
        }
        continue;
      }
      const root = chainRoot(init);
      const fromSchema = root !== undefined && (lazy.has(root) || imported.has(root));
      const namesZod = /\bz\./.test(code.slice(init.start, init.end));
      const isFunction = init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression';
      if ((init.type === 'CallExpression' && fromSchema) || (namesZod && !isFunction)) {
        ranges.push([init.start, init.end]);
        lazy.add(name);
      }
    }
  }
  return ranges;
}

/**
 * The protocol's schemas, made when first used instead of when the module loads (src/lib/lazy-object.ts).
 * The server builds every schema at start and keeps them plain; the web app parses answers with
 * the envelope alone and a few forms with their call's `params`, yet making the schemas its first
 * screen names took 10–13 ms of the 40 ms its code needed to start, at full speed on a fast machine.
 * Inserted text stays on the lines it wraps, so positions in stack traces keep their line numbers.
 */
export function lazyContractPlugin(): Plugin {
  return {
    name: 'yuwen-lazy-contract',
    // After TypeScript is stripped: the parser reads JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(PROTOCOL_SOURCES) || !id.endsWith('.ts') || id.endsWith('.test.ts')) return null;
      const ranges = schemaRanges(code);
      if (ranges.length === 0) return null;
      let out = code;
      for (const [start, end] of [...ranges].sort((a, b) => b[0] - a[0]))
        out = `${out.slice(0, start)}__lazyObject(() => (${out.slice(start, end)}))${out.slice(end)}`;
      return { code: `import { lazyObject as __lazyObject } from ${JSON.stringify(LAZY_OBJECT)};${out}`, map: null };
    },
  };
}
