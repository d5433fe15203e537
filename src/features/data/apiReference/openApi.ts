/**
 * The parts of an OpenAPI 3 document the reference page reads, and how it reads them: operations
 * grouped by tag, and each schema turned into an outline (names, types, required, descriptions)
 * that a person can read without a JSON viewer.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
}

export interface OpenApiParameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface MediaTypes {
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: OpenApiParameter[];
  requestBody?: MediaTypes & { required?: boolean; description?: string };
  responses?: Record<string, MediaTypes & { description?: string }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, unknown> };
}

export const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
export type Method = (typeof METHODS)[number];

export interface Operation extends OpenApiOperation {
  method: Method;
  path: string;
  /** Stable and unique in the page: the anchor of the operation. */
  anchor: string;
}

export interface TagGroup {
  name: string;
  description?: string;
  operations: Operation[];
}

/** A name for the operations without a tag. */
export const UNTAGGED = '';

const anchorOf = (method: string, path: string) =>
  `op-${method}-${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-+$/, '');

/**
 * Every operation under its first tag, the tags in the document's order (then any others by
 * name, then the untagged), operations by path then method.
 */
export function groupByTag(document: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const tag of document.tags ?? []) {
    groups.set(tag.name, { name: tag.name, description: tag.description, operations: [] });
  }
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as OpenApiOperation | undefined;
      if (operation && typeof operation === 'object') {
        operations.push({ ...operation, method, path, anchor: anchorOf(method, path) });
      }
    }
  }
  operations.sort(
    (a, b) => a.path.localeCompare(b.path) || METHODS.indexOf(a.method) - METHODS.indexOf(b.method),
  );
  for (const operation of operations) {
    const tag = operation.tags?.[0] ?? UNTAGGED;
    if (!groups.has(tag)) groups.set(tag, { name: tag, operations: [] });
    groups.get(tag)!.operations.push(operation);
  }
  const declared = (document.tags ?? []).map((tag) => tag.name);
  return [...groups.values()]
    .filter((group) => group.operations.length > 0)
    .sort(
      (a, b) => rank(a.name, declared) - rank(b.name, declared) || a.name.localeCompare(b.name),
    );
}

function rank(name: string, declared: string[]) {
  if (name === UNTAGGED) return Number.MAX_SAFE_INTEGER;
  const index = declared.indexOf(name);
  return index === -1 ? declared.length : index;
}

/** `#/components/schemas/Name` → the schema it points to (and its name), or null. */
export function resolveRef(
  document: OpenApiDocument,
  ref: string,
): { name: string; target: unknown } | null {
  if (!ref.startsWith('#/')) return null;
  let target: unknown = document;
  const parts = ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  for (const part of parts) {
    if (target === null || typeof target !== 'object') return null;
    target = (target as Record<string, unknown>)[part];
  }
  return target === undefined ? null : { name: parts[parts.length - 1]!, target };
}

/** The operation's parameters, references followed. */
export function parametersOf(document: OpenApiDocument, operation: Operation): OpenApiParameter[] {
  return (operation.parameters ?? []).flatMap((parameter) => {
    if (!parameter.$ref) return [parameter];
    const found = resolveRef(document, parameter.$ref)?.target as OpenApiParameter | undefined;
    return found ? [found] : [];
  });
}

/** One line of a schema's outline: a property (or the whole value) and what is inside it. */
export interface OutlineNode {
  /** The property's name; absent for the value itself or an array's items. */
  name?: string;
  /** `string`, `integer`, `"csv" | "xlsx"`, `array of object`, `Dataset`… */
  type: string;
  required: boolean;
  description?: string;
  /** Limits worth saying: pattern, lengths, bounds, format. */
  constraints: string[];
  children: OutlineNode[];
}

const MAX_DEPTH = 6;

const literal = (value: unknown) => JSON.stringify(value);

function constraintsOf(schema: JsonSchema): string[] {
  const found: string[] = [];
  if (schema.format) found.push(`format: ${schema.format}`);
  if (schema.minLength !== undefined) found.push(`minLength: ${schema.minLength}`);
  if (schema.maxLength !== undefined) found.push(`maxLength: ${schema.maxLength}`);
  if (schema.minimum !== undefined) found.push(`minimum: ${schema.minimum}`);
  if (schema.maximum !== undefined) found.push(`maximum: ${schema.maximum}`);
  if (schema.maxItems !== undefined) found.push(`maxItems: ${schema.maxItems}`);
  if (schema.pattern !== undefined) found.push(`pattern: ${schema.pattern}`);
  if (schema.default !== undefined) found.push(`default: ${literal(schema.default)}`);
  return found;
}

/** Merges `allOf` parts (TypeBox's intersections) into one object schema. */
function merged(document: OpenApiDocument, parts: JsonSchema[], seen: Set<string>): JsonSchema {
  const result: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    const schema = followed(document, part, seen).schema;
    const inner = schema.allOf ? merged(document, schema.allOf, seen) : schema;
    Object.assign(result.properties!, inner.properties ?? {});
    result.required!.push(...(inner.required ?? []));
    result.description ??= inner.description;
  }
  return result;
}

function followed(
  document: OpenApiDocument,
  schema: JsonSchema,
  seen: Set<string>,
): { schema: JsonSchema; refName?: string; cycle: boolean } {
  if (!schema.$ref) return { schema, cycle: false };
  const found = resolveRef(document, schema.$ref);
  if (!found) return { schema: {}, refName: schema.$ref, cycle: false };
  const target = found.target as JsonSchema;
  return {
    schema: { ...target, description: schema.description ?? target.description },
    refName: found.name,
    cycle: seen.has(schema.$ref),
  };
}

/**
 * The outline of a schema: its type in words, and its properties (or array items' properties)
 * as children. References are followed (a recursive one is named, not expanded again).
 */
export function outlineOf(
  document: OpenApiDocument,
  schema: JsonSchema,
  options: { name?: string; required?: boolean } = {},
  seen: Set<string> = new Set(),
  depth = 0,
): OutlineNode {
  const { schema: resolved, refName, cycle } = followed(document, schema, seen);
  const inner = new Set(seen);
  if (schema.$ref) inner.add(schema.$ref);
  const node: OutlineNode = {
    name: options.name,
    type: '',
    required: options.required ?? false,
    description: resolved.description ?? schema.description,
    constraints: constraintsOf(resolved),
    children: [],
  };
  if (cycle || depth >= MAX_DEPTH) {
    node.type = refName ?? typeWords(document, resolved, inner);
    return node;
  }
  const value = resolved.allOf ? merged(document, resolved.allOf, inner) : resolved;
  node.type = typeWords(document, value, inner);
  if (refName && node.type === 'object') node.type = refName;
  node.children = childrenOf(document, value, inner, depth);
  return node;
}

function childrenOf(
  document: OpenApiDocument,
  schema: JsonSchema,
  seen: Set<string>,
  depth: number,
): OutlineNode[] {
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    return Object.entries(schema.properties).map(([name, property]) =>
      outlineOf(document, property, { name, required: required.has(name) }, seen, depth + 1),
    );
  }
  const items = Array.isArray(schema.items) ? undefined : schema.items;
  if (items) {
    const itemNode = outlineOf(document, items, {}, seen, depth + 1);
    return itemNode.children;
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return [outlineOf(document, schema.additionalProperties, { name: '{key}' }, seen, depth + 1)];
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    // A choice between objects: each option's properties, side by side under the option's name.
    const objects = choices.filter((choice) => {
      const target = followed(document, choice, seen).schema;
      return target.properties || target.allOf;
    });
    if (objects.length === 1) return outlineOf(document, objects[0]!, {}, seen, depth).children;
    return objects.map((choice, index) => ({
      ...outlineOf(document, choice, {}, seen, depth + 1),
      name: `option ${index + 1}`,
    }));
  }
  return [];
}

/** The type of a schema in a few words: `string`, `"a" | "b"`, `array of Term`, `integer | null`. */
export function typeWords(
  document: OpenApiDocument,
  schema: JsonSchema,
  seen = new Set<string>(),
): string {
  if (schema.$ref) {
    const found = resolveRef(document, schema.$ref);
    return found ? found.name : schema.$ref;
  }
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const words = [...new Set(choices.map((choice) => typeWords(document, choice, seen)))];
    return words.join(' | ');
  }
  if (schema.allOf) return 'object';
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const words = types.map((type) => {
    if (type !== 'array') return type;
    const items = Array.isArray(schema.items) ? undefined : schema.items;
    if (Array.isArray(schema.items)) {
      return `[${schema.items.map((item) => typeWords(document, item, seen)).join(', ')}]`;
    }
    return items ? `array of ${typeWords(document, items, seen)}` : 'array';
  });
  if (words.length === 0) words.push(schema.properties ? 'object' : 'any');
  if (schema.nullable) words.push('null');
  return words.join(' | ');
}

/** The schema of a body or answer: JSON if it has one, else its first media type's. */
export function contentSchema(media: MediaTypes | undefined): {
  mediaType: string;
  schema?: JsonSchema;
} | null {
  const entries = Object.entries(media?.content ?? {});
  if (entries.length === 0) return null;
  const [mediaType, value] = entries.find(([type]) => type.includes('json')) ?? entries[0]!;
  return { mediaType, schema: value.schema };
}
