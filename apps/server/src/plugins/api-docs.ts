import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import * as protocol from '@yuwen/protocol';
import {
  BODY_HEADER,
  type CallDef,
  CODE,
  healthCall,
  MEDIA_FILE_PATH,
  POEM_AUDIO_PATH,
  recitationAudioCall,
  SPEED_CHECK_PATH,
  userParams,
  WORD_AUDIO_PATH,
} from '@yuwen/protocol';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { SERVER_VERSION } from '../modules/system/health.service.js';
import { CONTRACT_CALLS, limitOf } from './rate-limit.js';

type AnyCall = CallDef<z.ZodType, z.ZodType>;
type Schema = Record<string, unknown>;

/** The reference UI; the document itself is at `OPENAPI_PATH` (and at `/api/docs/json`, which the UI reads). */
export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = `${DOCS_PREFIX}/openapi.json`;

/** A method and Fastify path registered under /api. */
export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /api except the docs' own, as the API reference saw them. */
    apiRoutes: readonly ApiRoute[];
  }
}

/** Each contract call's name in the protocol package (`characterCall` → `character`), its operationId. */
const CALL_NAMES = new Map<unknown, string>(
  Object.entries(protocol)
    .filter(([, value]) => CONTRACT_CALLS.includes(value as AnyCall))
    .map(([name, call]) => [call, name.replace(/Call$/, '')]),
);

/** The calls answering each method and path (two may share one, see `registerCall`'s `when`). */
const CALLS_BY_ROUTE = new Map<string, AnyCall[]>();
for (const call of CONTRACT_CALLS) {
  const key = `${call.method} ${call.path}`;
  CALLS_BY_ROUTE.set(key, [...(CALLS_BY_ROUTE.get(key) ?? []), call]);
}

/** Routes that answer bytes rather than the envelope: what they send, and whether byte ranges work. */
interface FileAnswer {
  name: string;
  summary: string;
  types: readonly string[];
  /** Served by the media sender: ranges (206), ETag and 304, a missing file is the 404 envelope. */
  media: boolean;
}

const FILE_ANSWERS = new Map<string, FileAnswer>([
  [
    SPEED_CHECK_PATH,
    {
      name: 'speedCheck',
      summary: 'Random bytes for the login page network check (never cached or compressed)',
      types: ['application/octet-stream'],
      media: false,
    },
  ],
  [
    recitationAudioCall.path,
    { name: 'recitationAudio', summary: "A pupil's own recording", types: ['audio/*'], media: true },
  ],
  [
    `${POEM_AUDIO_PATH}/:file`,
    { name: 'poemAudioFile', summary: "A teacher's recording of a poem", types: ['audio/*'], media: true },
  ],
  [
    `${WORD_AUDIO_PATH}/:file`,
    { name: 'wordAudioFile', summary: "A teacher's recording of a word", types: ['audio/*'], media: true },
  ],
  [
    `${MEDIA_FILE_PATH}/:file`,
    {
      name: 'mediaFile',
      summary: 'A file of the media library',
      types: ['video/*', 'audio/*', 'image/*'],
      media: true,
    },
  ],
]);

/**
 * A zod schema as JSON Schema 2020-12 (zod's own conversion): parameters as callers send them
 * (`input`: form text before coercion), answers as the server makes them (`output`). Recursive
 * schemas (the module and category trees) come with `$defs`, moved into the document's components
 * under the operation's name so their references resolve there.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', owner: string, components: Schema): Schema {
  const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Schema;
  if (!$defs) return rest;
  const rename = (name: string) => `${owner}.${name}`;
  const relink = (text: string) =>
    JSON.parse(text.replaceAll(/"#\/\$defs\/([^"]+)"/g, (_m, name) => `"#/components/schemas/${rename(name)}"`));
  for (const [name, def] of Object.entries($defs as Schema)) components[rename(name)] = relink(JSON.stringify(def));
  return relink(JSON.stringify(rest));
}

const SESSION_SCHEMA = jsonSchema(userParams, 'input', 'session', {});

/** An object schema with more properties (a call's parameters and the session's). */
function withProperties(schema: Schema, more: Schema | undefined): Schema {
  if (!more) return schema;
  return {
    ...schema,
    type: 'object',
    properties: { ...(schema.properties as Schema), ...(more.properties as Schema) },
    required: [...((schema.required as string[]) ?? []), ...((more.required as string[]) ?? [])],
  };
}

/** The properties of the calls sharing a route: a property is required only when every call needs it. */
function mergedParams(schemas: readonly Schema[]): Schema {
  const properties: Schema = Object.assign({}, ...schemas.map((s) => s.properties));
  const required = Object.keys(properties).filter((name) =>
    schemas.every((s) => ((s.required as string[]) ?? []).includes(name)),
  );
  return { type: 'object', properties, ...(required.length > 0 && { required }) };
}

function queryParameters(schema: Schema): Schema[] {
  const required = (schema.required as string[]) ?? [];
  return Object.entries((schema.properties as Record<string, Schema>) ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: required.includes(name),
      schema: rest,
      ...(description ? { description } : {}),
    };
  });
}

const envelope = (code: Schema, data: Schema): Schema => ({
  type: 'object',
  properties: { code, msg: { type: 'string' }, data },
  required: ['code', 'msg', 'data'],
});

const FAILURE_REF = { $ref: '#/components/schemas/Failure' };

/** The session a route needs, as the `x-session` extension says it. */
function sessionOf(calls: readonly AnyCall[]): 'none' | 'pupil' | 'pupil-or-visitor' {
  if (!calls.some((c) => c.user)) return 'none';
  return calls.some((c) => c.visitors) ? 'pupil-or-visitor' : 'pupil';
}

const SESSION_TEXT = {
  none: 'No session needed.',
  pupil: 'Needs a session: `uid`, `product` and `token` of a login (visitors are refused with code 403).',
  'pupil-or-visitor': 'Needs a session: `uid`, `product` and `token` of a login or a visitor login.',
};

/** The answers of a route: the envelope around each call's data, or the file it sends. */
function responses(calls: readonly AnyCall[], file: FileAnswer | undefined, dataSchemas: readonly Schema[]): Schema {
  if (file) {
    const bytes = Object.fromEntries(file.types.map((type) => [type, { schema: {} }]));
    const failures = { 'application/json': { schema: FAILURE_REF } };
    // A call checks its session and parameters first; a refusal is the envelope.
    const answer =
      calls.length > 0
        ? { description: `${file.summary}, or the envelope of a refusal`, content: { ...bytes, ...failures } }
        : { description: file.summary, content: bytes };
    if (!file.media) return { 200: answer };
    return {
      200: answer,
      206: { description: 'The byte range asked for (`Range: bytes=…`)', content: bytes },
      304: { description: 'Not modified (`If-None-Match`, `If-Modified-Since`)' },
      404: { description: 'No such file: the envelope with code 404', content: failures },
    };
  }
  const successes = dataSchemas.map((data) => envelope({ const: CODE.ok }, data));
  const answers: Schema = {
    200: {
      description:
        'The envelope: code 1 with the data, or another code with a Chinese message (HTTP 200 all the same, decision 0001)',
      content: { 'application/json': { schema: { oneOf: [...successes, FAILURE_REF] } } },
    },
  };
  if (calls.includes(healthCall))
    answers[503] = {
      description: 'The database or the storage is down: code 0 with the same data',
      content: { 'application/json': { schema: envelope({ const: CODE.failed }, dataSchemas[0] ?? {}) } },
    };
  return answers;
}

/**
 * A contract call served by a route of its own rather than `registerCall`, with no data schema in
 * the contract, answers something else than the envelope (a file, a CSV): described as bytes unless
 * the table above knows their type.
 */
const OTHER_ANSWER: Omit<FileAnswer, 'name'> = {
  summary: 'A file (not the envelope)',
  types: ['application/octet-stream'],
  media: false,
};

/**
 * One operation of the document, or undefined for a route the contract and the file table do not
 * know. `enveloped` are the method and path keys registered through `registerCall`.
 */
function operation(route: ApiRoute, enveloped: ReadonlySet<string>, components: Schema): Schema | undefined {
  const key = `${route.method} ${route.url}`;
  const calls = CALLS_BY_ROUTE.get(key) ?? [];
  const bespoke =
    calls.length > 0 && !enveloped.has(key) && calls.every((c) => z.toJSONSchema(c.answer).type === undefined);
  const file = FILE_ANSWERS.get(route.url) ?? (bespoke ? { name: '', ...OTHER_ANSWER } : undefined);
  if (calls.length === 0 && !file) return undefined;
  const names = calls.map((c) => CALL_NAMES.get(c) ?? c.path);
  const operationId = names.join('_or_') || (file as FileAnswer).name;
  const session = sessionOf(calls);
  const params = mergedParams(calls.map((c, i) => jsonSchema(c.params, 'input', `${names[i]}.params`, components)));
  const sent = withProperties(params, session === 'none' ? undefined : SESSION_SCHEMA);
  const pathParameters = [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const inQuery = ['GET', 'DELETE', 'HEAD'].includes(route.method);
  const multipart = calls.some((c) => c.multipart);
  const dataSchemas = file ? [] : calls.map((c, i) => jsonSchema(c.answer, 'output', `${names[i]}.answer`, components));
  const segments = route.url.split('/').slice(2);
  return {
    operationId,
    ...(file && { summary: file.summary }),
    tags: [segments[0] === 'study' && segments.length > 2 ? `study/${segments[1]}` : (segments[0] ?? 'api')],
    description: [
      SESSION_TEXT[session],
      calls.length > 1 && `Shared by ${names.join(' and ')}: the parameters say which one answers.`,
      !inQuery && !multipart && `A webview that drops the body may send it in the \`${BODY_HEADER}\` header.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    'x-session': session,
    'x-rate-limit': limitOf(route.method, route.url) ?? 'none',
    parameters: [
      ...pathParameters,
      ...(inQuery ? queryParameters(sent) : []),
      ...(inQuery || multipart
        ? []
        : [{ name: BODY_HEADER, in: 'header', required: false, schema: { type: 'string' } }]),
    ],
    ...(!inQuery && {
      requestBody: {
        required: ((sent.required as string[] | undefined) ?? []).length > 0,
        content: multipart
          ? { 'multipart/form-data': { schema: withProperties(sent, FILE_FIELD) } }
          : { 'application/x-www-form-urlencoded': { schema: sent } },
      },
    }),
    responses: responses(calls, file, dataSchemas),
  };
}

/** Uploads send one file, in the `files` field (spec §7). */
const FILE_FIELD: Schema = {
  properties: { files: { type: 'string', contentMediaType: 'application/octet-stream', format: 'binary' } },
  required: ['files'],
};

const CODES_TEXT = Object.entries(CODE)
  .filter(([, code]) => code !== CODE.ok)
  .map(([name, code]) => `${code} ${name}`)
  .join(', ');

/** The OpenAPI 3.1 document of these routes; `missing` collects the routes it cannot describe. */
export function buildApiDocument(
  routes: readonly ApiRoute[],
  enveloped: ReadonlySet<string>,
  missing: ApiRoute[] = [],
): Schema {
  const components: Schema = {
    Failure: envelope({ type: 'integer', not: { const: CODE.ok }, description: CODES_TEXT }, {}),
  };
  const paths: Record<string, Record<string, Schema>> = {};
  const methods = new Set(routes.map((r) => `${r.method} ${r.url}`));
  for (const route of routes) {
    // Fastify answers HEAD with the GET route; the GET operation says it.
    if (route.method === 'HEAD' && methods.has(`GET ${route.url}`)) continue;
    const described = operation(route, enveloped, components);
    if (!described) {
      missing.push(route);
      continue;
    }
    const path = route.url.replaceAll(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: described };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '语文学堂 API',
      version: SERVER_VERSION,
      description: [
        "Generated from the zod contract in `packages/protocol` (`defineCall`), by zod's own JSON Schema conversion.",
        'GET and DELETE take their parameters in the query; POST takes a form body (`application/x-www-form-urlencoded`), uploads `multipart/form-data`.',
        'Every call also accepts `multi_status_code=0` and `version=v2`. Answers are the envelope `{code, msg, data}` with HTTP 200.',
        '`x-session` says which session a call needs, `x-rate-limit` which per-address limit it counts against.',
      ].join('\n\n'),
    },
    paths,
    components: { schemas: components },
  };
}

/**
 * The API reference: the OpenAPI 3.1 document at `/api/docs/openapi.json` and swagger-ui at
 * `/api/docs`, its files from the package (nothing from a CDN; the app's CSP holds, the UI has no
 * inline script). The document is built once, when a docs route is first asked (about 0.1 s, kept
 * off the server's start and its first calls), from the routes seen registered under /api and the
 * contract's calls; routes it cannot describe are logged then. Register before the rate
 * limits, so that the docs' own routes count against no limit, and before the modules.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PREFIX)) return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // Filled in place once built: @fastify/swagger's static mode serves this object as it is then.
  const document = { openapi: '3.1.0', info: { title: '语文学堂 API', version: SERVER_VERSION }, paths: {} };
  let documentText = '';
  const describe = () => {
    if (documentText) return;
    const missing: ApiRoute[] = [];
    Object.assign(document, buildApiDocument(routes, new Set(app.callVariants.keys()), missing));
    documentText = JSON.stringify(document);
    if (missing.length > 0)
      app.log.warn({ routes: missing.map((r) => `${r.method} ${r.url}`) }, 'routes missing from the API reference');
  };
  await app.register(swagger, { mode: 'static', specification: { document } });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // No top bar: its Swagger logo is an SVG with a <style>, which the CSP refuses (and nobody needs its address box).
    uiConfig: { layout: 'BaseLayout', docExpansion: 'none', defaultModelsExpandDepth: 0, deepLinking: true },
    theme: { title: '语文学堂 API' },
    uiHooks: {
      onRequest: (_request, _reply, done) => {
        describe();
        done();
      },
    },
  });
  app.get(OPENAPI_PATH, (_request, reply) => {
    describe();
    return reply.type('application/json; charset=utf-8').send(documentText);
  });
}
