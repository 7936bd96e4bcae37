import schema from './tokens.schema.json';

/**
 * Checks a value against tokens.schema.json. The browser's CSP forbids the code generation ajv relies
 * on, so this walks the schema itself; it knows only the keywords the schema uses and throws on any
 * other, so a new keyword cannot be ignored silently (tests also check the schema with ajv).
 */
export interface TokenError {
  /** Dotted key path, e.g. "colorSchemes.dark.primary". */
  path: string;
  message: string;
}

type Schema = {
  [keyword: string]: unknown;
  $ref?: string;
  type?: 'object' | 'array' | 'string' | 'number' | 'integer';
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
};

const KNOWN_KEYWORDS = new Set([
  '$schema', '$id', '$ref', 'title', 'description', 'definitions', 'type', 'enum', 'properties',
  'required', 'additionalProperties', 'items', 'minItems', 'maxItems', 'minimum', 'maximum',
  'maxLength', 'pattern',
]);

const root = schema as Schema & { definitions: Record<string, Schema> };

function deref(node: Schema): Schema {
  if (!node.$ref) return node;
  const name = node.$ref.replace('#/definitions/', '');
  const target = root.definitions[name];
  if (!target) throw new Error(`tokens.schema.json: unknown $ref ${node.$ref}`);
  // The definition's own description names the expected format, so it wins over the use site's.
  return { ...node, ...target, $ref: undefined };
}

function typeMatches(type: Schema['type'], value: unknown): boolean {
  switch (type) {
    case undefined:
      return true;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
  }
}

function check(node: Schema, value: unknown, path: string, partial: boolean, errors: TokenError[]): void {
  const s = deref(node);
  for (const keyword of Object.keys(s)) {
    if (!KNOWN_KEYWORDS.has(keyword)) throw new Error(`tokens.schema.json: unsupported keyword "${keyword}"`);
  }
  const at = path || '(root)';
  if (!typeMatches(s.type, value)) {
    errors.push({ path: at, message: `${at} must be of type ${s.type}` });
    return;
  }
  if (s.enum && !s.enum.includes(value)) {
    errors.push({ path: at, message: `${at} must be one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}` });
  }
  if (typeof value === 'string') {
    if (s.maxLength !== undefined && value.length > s.maxLength) {
      errors.push({ path: at, message: `${at} must be at most ${s.maxLength} characters` });
    } else if (s.pattern !== undefined && !new RegExp(s.pattern).test(value)) {
      errors.push({ path: at, message: `${at} has an invalid value ${JSON.stringify(value)}${s.description ? ` (${s.description})` : ''}` });
    }
  }
  if (typeof value === 'number') {
    if ((s.minimum !== undefined && value < s.minimum) || (s.maximum !== undefined && value > s.maximum)) {
      errors.push({ path: at, message: `${at} must be between ${s.minimum ?? '-∞'} and ${s.maximum ?? '∞'}` });
    }
  }
  if (Array.isArray(value)) {
    if ((s.minItems !== undefined && value.length < s.minItems) || (s.maxItems !== undefined && value.length > s.maxItems)) {
      errors.push({ path: at, message: `${at} must have ${s.minItems ?? 0} to ${s.maxItems ?? '∞'} items` });
    }
    if (s.items) value.forEach((item, i) => check(s.items as Schema, item, `${path}[${i}]`, partial, errors));
  }
  if (s.type === 'object' && typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const properties = s.properties ?? {};
    for (const key of Object.keys(record)) {
      const child = path ? `${path}.${key}` : key;
      if (key in properties) check(properties[key], record[key], child, partial, errors);
      else if (s.additionalProperties === false) errors.push({ path: child, message: `${child} is not a known token` });
    }
    if (!partial) {
      for (const key of s.required ?? []) {
        const child = path ? `${path}.${key}` : key;
        if (!(key in record)) errors.push({ path: child, message: `${child} is required` });
      }
    }
  }
}

/** Validates complete tokens (`partial: false`) or a partner's subset (`partial: true`: nothing is required). */
export function validateTokens(value: unknown, { partial }: { partial: boolean }): TokenError[] {
  const errors: TokenError[] = [];
  check(root, value, '', partial, errors);
  return errors;
}

const colorPattern = new RegExp(root.definitions.color.pattern as string);

/**
 * A colour from a query parameter, or undefined when it is not one the theme accepts. Hex may come
 * without its '#', since a bare '#' in a query string would start the URL's fragment.
 */
export function parseColor(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const value = raw.trim();
  const withHash = /^[0-9a-fA-F]{3,8}$/.test(value) ? `#${value}` : value;
  return withHash.length <= 64 && colorPattern.test(withHash) ? withHash : undefined;
}
