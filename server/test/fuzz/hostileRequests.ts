import type { InjectOptions } from 'fastify';
import type { RegisteredRoute } from './fuzzApp';

/** One request a hostile client sends to a route, and whether it must be refused. */
export interface HostileRequest {
  name: string;
  request: InjectOptions;
  /** A write whose body is wrong (types, NUL, size, not JSON): it must not succeed. */
  mustRefuse: boolean;
}

/** Values of path parameters that take a route's query furthest (the rest is 'x'). */
export type SampleParams = Record<string, string>;

const LONG = 'x'.repeat(20_000);
const NUL = '%00';
const SURROGATE = '%ED%A0%80';

/** Text a client may send in a path segment or a query value, percent-encoded. */
const HOSTILE_VALUES: [string, string][] = [
  ['NUL', `a${NUL}b`],
  ['lone surrogate', SURROGATE],
  ['bytes not UTF-8', '%FF%FE'],
  ['oversized', LONG],
  ['SQL injection', encodeURIComponent("' OR '1'='1' --")],
  ['statement injection', encodeURIComponent('1; DROP TABLE projects')],
  ['path traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['huge number', '9.3e18'],
  ['digits past 64 bits', '99999999999999999999'],
  ['negative', '-9.3e18'],
  ['infinite', '1e400'],
  ['not a number', 'NaN'],
  ['prototype', '__proto__'],
  ['markup', encodeURIComponent('<script>alert(1)</script>')],
];

/** Query parameters tried on every route besides those its schema names. */
const COMMON_QUERY = ['q', 'f', 'where', 'offset', 'limit', 'callback'];

/** What the Sharing API reads besides (it has no schemas), by the kind of route. */
function portalParams(url: string): string[] {
  if (/oauth2|generateToken/.test(url)) {
    return [
      'token',
      'username',
      'password',
      'client_id',
      'redirect_uri',
      'grant_type',
      'code',
      'code_verifier',
      'refresh_token',
      'expiration',
    ];
  }
  if (/search|\/users$|\/groups$/.test(url)) return ['token', 'num', 'start', 'sortField'];
  if (url.endsWith('/update')) return ['token', 'culture', 'username', 'clearEmptyFields'];
  if (url.endsWith('item.html')) return ['id'];
  return ['token'];
}

/** The values tried on the portal's parameters: fewer, there are many of them. */
const FEW_VALUES = HOSTILE_VALUES.filter(([name]) =>
  ['NUL', 'oversized', 'SQL injection', 'huge number', 'negative', 'infinite'].includes(name),
);

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The route's address with its parameters set: the samples, `overrides`, 'x' otherwise. */
export function concreteUrl(
  url: string,
  samples: SampleParams,
  overrides: Record<string, string> = {},
): string {
  return url
    .replace(PARAM, (_match, name: string) => overrides[name] ?? samples[name] ?? 'x')
    .replace(/\*$/, overrides['*'] ?? 'x');
}

function paramNames(url: string): string[] {
  const names = [...url.matchAll(PARAM)].map((match) => match[1]!);
  return url.endsWith('*') ? [...names, '*'] : names;
}

function schemaProperties(schema: unknown): Record<string, unknown> {
  const node = (schema ?? {}) as { properties?: Record<string, unknown> };
  return node.properties ?? {};
}

/**
 * A value that passes a schema as far as can be told without a generator of patterns: the
 * starting point that one wrong field at a time is put into, so that refusals come from that
 * field rather than from the first required one.
 */
export function sampleOf(schema: unknown): unknown {
  const node = (schema ?? {}) as Record<string, unknown>;
  if ('const' in node) return node.const;
  if (node.default !== undefined) return node.default;
  const choices = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (choices?.length) return sampleOf(choices[0]);
  if (Array.isArray(node.enum)) return node.enum[0];
  switch (node.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schemaProperties(node)).map(([name, child]) => [name, sampleOf(child)]),
      );
    case 'array':
      return Array.isArray(node.prefixItems)
        ? node.prefixItems.map(sampleOf)
        : Array.isArray(node.items)
          ? node.items.map(sampleOf)
          : [];
    case 'string':
      return 'x'.repeat(Math.max(1, Number(node.minLength ?? 1)));
    case 'integer':
    case 'number':
      return Number(node.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** A value of another JSON type than `value`'s: what coercion would have let through. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 5;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'x';
  if (value === null) return [];
  return 'x';
}

function deeplyNested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/**
 * The hostile requests of one route: bad path parameters, bad query values and names, and for a
 * write every kind of bad body. `headers` sign the request in (an administrator), so that the
 * inputs reach the route's own checks rather than stopping at 401.
 */
export function hostileRequestsFor(
  route: RegisteredRoute,
  samples: SampleParams,
  headers: Record<string, string>,
): HostileRequest[] {
  const { method, url, schema } = route;
  const requests: HostileRequest[] = [];
  const isHead = method === 'HEAD';
  const isWrite = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
  const form = url.startsWith('/portal/') || url.includes('/FeatureServer');
  // Only a typed JSON body of a write can be wrong: multipart routes read theirs in the
  // handler, and ArcGIS routes take any body (their POSTs are reads with long parameters).
  const typedBody = !form && Object.keys(schemaProperties(schema.body)).length > 0;
  const base = concreteUrl(url, samples);
  const add = (name: string, request: Omit<InjectOptions, 'method'>, mustRefuse = false) =>
    requests.push({
      name: `${method} ${url} ${name}`,
      request: { method: method as InjectOptions['method'], ...request },
      mustRefuse,
    });

  // Path parameters, one at a time.
  for (const param of paramNames(url)) {
    for (const [name, value] of isHead ? HOSTILE_VALUES.slice(0, 3) : HOSTILE_VALUES) {
      add(`:${param} ${name}`, { url: concreteUrl(url, samples, { [param]: value }), headers });
    }
  }

  // Query values and names; the portal's POSTs send them as a form, as ArcGIS clients do.
  const portal = url.startsWith('/portal/');
  const asForm = portal && method === 'POST';
  const send = (name: string, query: string) =>
    add(
      name,
      asForm
        ? {
            url: base,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            payload: query,
          }
        : { url: `${base}?${query}`, headers },
    );
  // Every value on what the route's schema names and on `q`; fewer on the rest.
  const named = [...Object.keys(schemaProperties(schema.querystring)), 'q'];
  const names = new Set([...named, ...COMMON_QUERY, ...(portal ? portalParams(url) : [])]);
  for (const query of isHead ? [...names].slice(0, 2) : names) {
    const values = isHead
      ? HOSTILE_VALUES.slice(0, 2)
      : named.includes(query)
        ? HOSTILE_VALUES
        : FEW_VALUES;
    for (const [name, value] of values) send(`?${query} ${name}`, `${query}=${value}`);
    if (isHead) continue;
    send(`?${query}[] list`, `${query}[]=1&${query}[]=2`);
    send(`?${query} repeated`, `${query}=1&${query}=2&${query}=x`);
    send(`?${query} empty`, `${query}=`);
  }
  if (!isHead) {
    add('? NUL in a name', { url: `${base}?a${NUL}b=1`, headers });
    add('? unknown and prototype names', {
      url: `${base}?zz=1&__proto__[x]=1&constructor[prototype][x]=1`,
      headers,
    });
    add('? 2,000 parameters', {
      url: `${base}?${Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join('&')}`,
      headers,
    });
    add('oversized token', {
      url: base,
      headers: { ...headers, authorization: `Bearer ${LONG}` },
    });
    add('not a bearer token', { url: base, headers: { authorization: 'Basic dGltczp0aW1z' } });
  }

  if (!isWrite && !(form && method === 'POST')) return requests;

  // Bodies.
  const json = (name: string, payload: string | Buffer, mustRefuse = true) =>
    add(
      name,
      { url: base, headers: { ...headers, 'content-type': 'application/json' }, payload },
      mustRefuse && typedBody,
    );
  const sample = sampleOf(schema.body);
  json('JSON null', 'null');
  json('JSON array', '[]');
  json('JSON text', '"text"');
  json('JSON number', '5');
  json('JSON cut short', '{"a":');
  json('JSON nested 10,000 deep', deeplyNested(10_000));
  json('JSON over 1 MB', JSON.stringify({ x: 'x'.repeat(1_100_000) }));
  json('JSON bytes not UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]));
  json('JSON prototype', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}');
  json('JSON NUL in a name', '{"a\\u0000":1}');
  if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
    for (const field of Object.keys(sample)) {
      const value = (sample as Record<string, unknown>)[field];
      const withField = (replacement: unknown) =>
        JSON.stringify({ ...sample, [field]: replacement });
      json(`body/${field} of another type`, withField(wrongType(value)));
      json(`body/${field} with NUL`, withField(typeof value === 'string' ? `a\u0000b` : '\u0000'));
      json(`body/${field} lone surrogate`, withField('\ud800'));
      json(`body/${field} oversized`, withField(LONG.repeat(10)), false);
      json(`body/${field} injection`, withField("'; DROP TABLE projects; --"), false);
    }
  }
  const body = (name: string, contentType: string, payload: string, mustRefuse = true) =>
    add(
      name,
      { url: base, headers: { ...headers, 'content-type': contentType }, payload },
      mustRefuse && typedBody,
    );
  body('form NUL', 'application/x-www-form-urlencoded', `f=json&q=a${NUL}b&where=${NUL}`);
  body('form surrogate', 'application/x-www-form-urlencoded', `f=json&q=${SURROGATE}`);
  body('form oversized', 'application/x-www-form-urlencoded', `f=json&q=${LONG.repeat(60)}`);
  body('form injection', 'application/x-www-form-urlencoded', `f=json&where=1%3D1%3B--`);
  body('text', 'text/plain', 'hello');
  body('XML', 'application/xml', '<a/>');
  body('multipart without boundary', 'multipart/form-data', '--x\r\n');
  body(
    'multipart cut short',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\na\u0000',
  );
  return requests;
}
