// Over 300 lines: the contract fuzzer: hostile values for every zod type of the contracts, kept together.
import type { CallContract } from '@course/contracts/define-call';
import { buildPath, fullRequest } from '@course/contracts/define-call';
import { ResponseCode } from '@course/domain/response-codes';
import { PAYLOAD_MAX_DEPTH, parsePathPrefix } from '@course/domain/sign';
import type { z } from 'zod';

/**
 * Malformed requests generated from a contract's zod schema: the fuzz test sends them and expects the
 * envelope with a non-zero code, never a 500. Every case is invalid by construction.
 */

export type FuzzCase = {
  label: string;
  /** JSON body / query object, or raw text when `raw` is set. */
  payload?: unknown;
  raw?: string;
  contentType?: string;
  params?: Record<string, string>;
  sign?: 'good' | 'wrong' | 'missing';
  timestamp?: 'now' | 'stale' | 'missing' | 'garbage';
  token?: 'good' | 'bad' | 'none';
  /** The whole request path, sent as is (a malformed percent-encoding a client library would not write). */
  rawPath?: string;
  /** The code this case must answer (issue 13 cases); without it any non-zero code will do. */
  expectCode?: number;
  /** A piece of text the message must contain. */
  expectMsg?: string;
  /**
   * Upload calls (a contract with `upload`): what the multipart body carries besides the fields. `good` (the
   * default) is a small file whose MD5 replaces FILE_MD5_PLACEHOLDER in the fields.
   */
  file?: FuzzFile;
};

/** The file part of an upload call's fuzz case (contract-fuzz.test.ts builds each). */
export type FuzzFile =
  | 'good'
  | 'none'
  | 'empty'
  | 'two files'
  | 'other field'
  | 'unsigned'
  | 'over the limit';

/** validPayload's `fileMd5` of an upload call: the sender puts the MD5 of the file it sends in its place. */
export const FILE_MD5_PLACEHOLDER = 'f11e0000000000000000000000000000';

/** The message part of the refusal of a NUL or a lone surrogate (request-guards.ts). */
export const ILLEGAL_TEXT_MSG = '含有无法识别的字符';

/** A JSON value nested `depth` levels deep: `[[[…]]]` (about 2 bytes a level). */
export function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

type Field = { key: string; schema: z.ZodType; optional: boolean };

const kind = (schema: z.ZodType): string => (schema as { _zod: { def: { type: string } } })._zod.def.type;
const inner = (schema: z.ZodType): z.ZodType => {
  let s = schema;
  for (;;) {
    const def = (s as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod.def;
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) {
      s = def.innerType;
    } else return s;
  }
};
const isOptional = (schema: z.ZodType): boolean => ['optional', 'default'].includes(kind(schema));

export function fieldsOf(contract: CallContract): Field[] {
  const shape = fullRequest(contract).shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([key, schema]) => ({ key, schema, optional: isOptional(schema) }));
}

/** Bounds a fuzz relies on; a string or number field without them is a contract defect. */
export function unboundedFields(contract: CallContract): string[] {
  const out: string[] = [];
  const walk = (path: string, schema: z.ZodType) => {
    const s = inner(schema) as z.ZodType & { maxLength?: number | null; maxValue?: number | null };
    const t = kind(s);
    if (t === 'string' && (s.maxLength === null || s.maxLength === undefined)) {
      const def = (s as unknown as { _zod: { def: { checks?: unknown[] } } })._zod.def;
      if (!def.checks?.length) out.push(path);
    }
    if (t === 'number' && (s.maxValue === null || s.maxValue === undefined)) out.push(path);
    if (t === 'object') {
      for (const [k, v] of Object.entries((s as unknown as z.ZodObject).shape))
        walk(`${path}.${k}`, v as z.ZodType);
    }
    if (t === 'array') {
      const def = (s as unknown as { _zod: { def: { element: z.ZodType; checks?: unknown[] } } })._zod.def;
      if (!def.checks?.length) out.push(`${path}[]`);
      walk(`${path}[]`, def.element);
    }
    if (t === 'union') {
      const def = (s as unknown as { _zod: { def: { options: z.ZodType[] } } })._zod.def;
      for (const [i, o] of def.options.entries()) walk(`${path}|${i}`, o);
    }
  };
  for (const f of fieldsOf(contract)) walk(f.key, f.schema);
  return out;
}

/** Paths of every string in a schema (object fields, list elements, string options of unions). */
export function stringPaths(
  schema: z.ZodType,
  prefix: Array<string | number> = [],
): Array<Array<string | number>> {
  const s = inner(schema);
  const t = kind(s);
  if (t === 'string' || t === 'enum') return [prefix];
  if (t === 'object') {
    return Object.entries((s as unknown as z.ZodObject).shape).flatMap(([k, v]) =>
      stringPaths(v as z.ZodType, [...prefix, k]),
    );
  }
  if (t === 'array') {
    const def = (s as unknown as { _zod: { def: { element: z.ZodType } } })._zod.def;
    return stringPaths(def.element, [...prefix, 0]);
  }
  if (t === 'union') {
    const def = (s as unknown as { _zod: { def: { options: z.ZodType[] } } })._zod.def;
    return def.options.some((o) => ['string', 'enum'].includes(kind(inner(o)))) ? [prefix] : [];
  }
  return [];
}

/** A copy of `payload` with `value` at `path`, creating the objects and lists on the way. */
function withValueAt(
  payload: Record<string, unknown>,
  path: Array<string | number>,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(payload);
  let node: Record<string | number, unknown> = copy;
  path.forEach((step, i) => {
    if (i === path.length - 1) {
      node[step] = value;
      return;
    }
    const existing = node[step];
    const next = path[i + 1];
    if (existing === null || typeof existing !== 'object') node[step] = typeof next === 'number' ? [] : {};
    node = node[step] as Record<string | number, unknown>;
  });
  return copy;
}

const CANDIDATES: unknown[] = [
  1,
  99,
  10001,
  'a',
  '1',
  '99',
  'nbc',
  '13812345678',
  'https://example.com/a.png',
  true,
  [],
  {},
];

/** A value the field accepts, found by trying candidates against the schema itself. */
export function validValue(schema: z.ZodType): unknown {
  const s = inner(schema);
  const t = kind(s);
  if (t === 'enum') return (s as unknown as z.ZodEnum).options[0];
  if (t === 'literal') return (s as unknown as { _zod: { def: { values: unknown[] } } })._zod.def.values[0];
  if (t === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries((s as unknown as z.ZodObject).shape)) {
      if (!isOptional(v as z.ZodType)) out[k] = validValue(v as z.ZodType);
    }
    return out;
  }
  for (const candidate of CANDIDATES) if (s.safeParse(candidate).success) return candidate;
  return 'a';
}

export function validPayload(contract: CallContract): Record<string, unknown> {
  const out: Record<string, unknown> = { wechatType: 99, productCode: 'nbc' };
  if (contract.upload) out.fileMd5 = FILE_MD5_PLACEHOLDER;
  for (const f of fieldsOf(contract)) if (!f.optional && !(f.key in out)) out[f.key] = validValue(f.schema);
  return out;
}

const EMOJI = '😀';
const UNICODE_SAMPLES = ['\u202e\u0000', '１２３', 'ﷺ', '\ud800', `${EMOJI}\u200b`];

/** Values that the field refuses, each with a label; `isFlat`: sent as text (a query, a multipart form). */
export function invalidValues(schema: z.ZodType, isFlat: boolean): Array<[string, unknown]> {
  const s = inner(schema) as z.ZodType & {
    maxLength?: number | null;
    minValue?: number | null;
    maxValue?: number | null;
  };
  const t = kind(s);
  const out: Array<[string, unknown]> = [];
  const push = (label: string, value: unknown) => {
    const sent = isFlat && typeof value !== 'string' ? JSON.stringify(value) : value;
    if (!s.safeParse(sent).success) out.push([label, sent]);
  };
  if (t === 'string') {
    const max = s.maxLength ?? 200;
    push('huge string', 'x'.repeat(max + 1));
    push('huge unicode string', EMOJI.repeat(max + 1));
    push('number for string', 12345);
    push('object for string', { a: 1 });
    push('array for string', ['a']);
    push('boolean for string', true);
  }
  if (t === 'number') {
    push('negative number', s.minValue !== null && s.minValue !== undefined ? s.minValue - 1 : -1e18);
    push('enormous number', s.maxValue !== null && s.maxValue !== undefined ? s.maxValue + 1 : 1e308);
    push('fraction', 1.5);
    push('text for number', 'abc');
    push('unicode digits', '１２３');
    push('object for number', { n: 1 });
  }
  if (t === 'boolean') {
    push('text for boolean', 'yes');
    push('number for boolean', 2);
  }
  if (t === 'enum') {
    push('unknown enum value', 'zzz-not-a-value');
    push('unicode enum value', UNICODE_SAMPLES[0]);
  }
  if (t === 'union') {
    push('text for union', 'abc-not-valid');
    push('enormous number for union', 1e308);
    push('negative for union', -1);
    push('object for union', { x: 1 });
  }
  if (t === 'object' || t === 'array') {
    push('text for structure', 'not-a-structure');
    push('number for structure', 7);
  }
  for (const u of UNICODE_SAMPLES) {
    if (t !== 'string') push(`unicode text ${JSON.stringify(u)}`, u);
  }
  return out;
}

/** A deterministic pseudo-random sequence so that a failing case can be found again. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Every structural case of the contract (each field missing and each refused value, extra fields, transport,
 * illegal text, nesting, the router's refusals), then random combinations of two or three field mutations:
 * `combos` of them, or as many as bring the total to `target`.
 */
export function fuzzCases(
  contract: CallContract,
  opts: { seed: number } & ({ target: number } | { combos: number }),
): FuzzCase[] {
  const isQuery = contract.method === 'GET';
  // A query string and an upload call's multipart form carry flat text fields (a structure as JSON text).
  const isFlat = isQuery || contract.upload !== undefined;
  const base = validPayload(contract);
  const fields = fieldsOf(contract);
  const cases: FuzzCase[] = [];
  const params = contract.params ? (validValue(contract.params) as Record<string, string>) : undefined;
  const withBase = (c: FuzzCase): FuzzCase => ({
    params,
    sign: 'good',
    timestamp: 'now',
    token: 'good',
    ...c,
  });

  // Field by field: missing, and each refused value.
  const perField: Array<{ label: string; key: string; value: unknown; remove?: boolean }> = [];
  for (const f of fields) {
    if (!f.optional) perField.push({ label: `missing ${f.key}`, key: f.key, value: undefined, remove: true });
    for (const [label, value] of invalidValues(f.schema, isFlat))
      perField.push({ label: `${f.key}: ${label}`, key: f.key, value });
  }
  for (const m of perField) {
    const payload = { ...base };
    if (m.remove) delete payload[m.key];
    else payload[m.key] = m.value;
    cases.push(withBase({ label: m.label, payload }));
  }

  // Extra fields: refused by strict contracts; contracts that take extras refuse structured or huge ones.
  const extras: Array<[string, unknown]> = contract.acceptsExtraFields
    ? [
        ['extra object field', { nested: { deep: true } }],
        ['extra huge field', 'y'.repeat(600)],
        ['extra array field', [1, 2, 3]],
      ]
    : [
        ['extra field', 'x'],
        ['extra unicode-named field', 1],
        ['extra null field', null],
      ];
  for (const [label, value] of extras) {
    const key = label.includes('unicode') ? `字段${EMOJI}` : `unexpected_${label.length}`;
    cases.push(withBase({ label, payload: { ...base, [key]: value } }));
  }

  // Transport: signature, timestamp, token, body shape.
  cases.push(withBase({ label: 'wrong sign', payload: base, sign: 'wrong' }));
  cases.push(withBase({ label: 'missing sign', payload: base, sign: 'missing' }));
  cases.push(withBase({ label: 'stale timestamp', payload: base, timestamp: 'stale' }));
  cases.push(withBase({ label: 'missing timestamp', payload: base, timestamp: 'missing' }));
  cases.push(withBase({ label: 'garbage timestamp', payload: base, timestamp: 'garbage' }));
  if (contract.auth === 'required') {
    cases.push(withBase({ label: 'bad token', payload: base, token: 'bad' }));
    cases.push(withBase({ label: 'no token', payload: base, token: 'none' }));
  }
  if (!isQuery) {
    cases.push(withBase({ label: 'array body', payload: [base] }));
    cases.push(withBase({ label: 'string body', payload: 'hello' }));
    cases.push(withBase({ label: 'number body', payload: 42 }));
    cases.push(withBase({ label: 'null body', raw: 'null', contentType: 'application/json' }));
    cases.push(withBase({ label: 'broken JSON', raw: '{"a":', contentType: 'application/json' }));
    cases.push(
      withBase({ label: 'form body', raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }),
    );
    cases.push(withBase({ label: 'body over the limit', payload: { ...base, pad: 'z'.repeat(300_000) } }));
  }
  if (contract.params) {
    for (const key of Object.keys(params ?? {})) {
      for (const bad of ['zzz-unknown', EMOJI.repeat(3), '%00', 'a'.repeat(180)]) {
        cases.push(
          withBase({
            label: `path ${key}=${bad.slice(0, 12)}`,
            payload: base,
            params: { ...params, [key]: bad },
          }),
        );
      }
    }
  }

  // Issue 13: text PostgreSQL cannot store, in every string of the request (productCode: "nbc\u0000" included).
  // A query string cannot carry a lone surrogate (URL encoding turns it into U+FFFD), nor can a multipart form
  // (UTF-8), so GET and upload calls get NUL only.
  const illegal: Array<[string, (good: string) => string]> = [
    ['NUL byte', (good) => `${good}\u0000`],
    ...(isFlat
      ? []
      : ([
          ['lone high surrogate', (good) => `${good}\ud800`],
          ['lone low surrogate', (good) => `\udc00${good}`],
        ] as Array<[string, (good: string) => string]>)),
  ];
  for (const f of fields) {
    // A query is flat: a GET field holding a structure travels as JSON text, whose escapes are not characters.
    for (const path of stringPaths(f.schema, [f.key]).filter((p) => !isFlat || p.length === 1)) {
      for (const [label, spoil] of illegal) {
        const good = typeof base[f.key] === 'string' && path.length === 1 ? (base[f.key] as string) : 'a';
        cases.push(
          withBase({
            label: `${path.join('.')}: ${label}`,
            payload: withValueAt(base, path, spoil(good)),
            expectCode: ResponseCode.invalidParams,
            expectMsg: ILLEGAL_TEXT_MSG,
          }),
        );
      }
    }
  }
  for (const [label, spoil] of illegal) {
    cases.push(
      withBase({
        label: `field name with ${label}`,
        payload: { ...base, [spoil('name')]: 'x' },
        expectCode: ResponseCode.invalidParams,
        expectMsg: ILLEGAL_TEXT_MSG,
      }),
    );
  }
  // Upload calls: the file part missing, empty, doubled, under another name, not the signed one, too large.
  if (contract.upload) {
    const fileCases: Array<[FuzzFile, number | undefined]> = [
      ['none', ResponseCode.invalidParams],
      ['empty', undefined],
      ['two files', ResponseCode.invalidParams],
      ['other field', ResponseCode.invalidParams],
      ['unsigned', ResponseCode.badSign],
      ['over the limit', ResponseCode.uploadRefused],
    ];
    for (const [file, expectCode] of fileCases) {
      cases.push(withBase({ label: `file: ${file}`, payload: base, file, expectCode }));
    }
  }

  // Issue 13: 4,000-deep JSON (about 8 KB), no sign-in: refused by the body parser before the sign check.
  // (A query and a form are flat: nothing nests.)
  if (!isFlat) {
    cases.push(
      withBase({
        label: 'JSON nested 4000 deep, no token',
        payload: { ...base, deep: deepArray(4000) },
        token: 'none',
        expectCode: ResponseCode.malformedBody,
        expectMsg: '嵌套过深',
      }),
    );
    cases.push(
      withBase({
        label: `JSON nested ${PAYLOAD_MAX_DEPTH + 1} deep`,
        payload: { ...base, deep: deepArray(PAYLOAD_MAX_DEPTH) },
        expectCode: ResponseCode.malformedBody,
        expectMsg: '嵌套过深',
      }),
    );
  }
  // Issue 13: the router's own refusals answer the envelope.
  const route = parsePathPrefix(contract.path);
  if (contract.params && params) {
    const keys = Object.keys(params);
    const filled = (raw: string) =>
      buildPath(route.path, Object.fromEntries(keys.map((k) => [k, 'PARAMSLOT']))).replaceAll(
        'PARAMSLOT',
        raw,
      );
    cases.push(
      withBase({
        label: 'path parameter of 300 characters',
        payload: base,
        // 1001 from the router's FST_ERR_MAX_PARAM_LENGTH; a GET path may instead reach the page fallback: 1005.
        rawPath: buildPath(route.path, Object.fromEntries(keys.map((k) => [k, 'a'.repeat(300)]))),
      }),
    );
    cases.push(
      withBase({
        label: 'path parameter with a bad percent-encoding',
        payload: base,
        rawPath: filled('%E0%A4%A'),
        expectCode: ResponseCode.malformedBody,
      }),
    );
  } else {
    cases.push(
      withBase({
        label: 'path with a bad percent-encoding',
        payload: base,
        rawPath: `${route.path}%E0%A4%A`,
      }),
    );
  }

  // Random combinations of two or three field mutations.
  const random = prng(opts.seed);
  const mutations = perField.length ? perField : [{ label: 'extra', key: '__extra', value: { x: 1 } }];
  const total = 'combos' in opts ? cases.length + opts.combos : opts.target;
  while (cases.length < total) {
    const payload: Record<string, unknown> = { ...base };
    const labels: string[] = [];
    const n = 2 + Math.floor(random() * 2);
    for (let i = 0; i < n; i++) {
      const m = mutations[Math.floor(random() * mutations.length)]!;
      if (m.remove) delete payload[m.key];
      else payload[m.key] = m.value;
      labels.push(m.label);
    }
    const token = contract.auth === 'required' && random() < 0.1 ? 'bad' : 'good';
    cases.push(withBase({ label: `combo: ${labels.join(' + ')}`, payload, token }));
  }
  return cases;
}
