/** A request body as the stores build it: nested objects and arrays, files kept as files. */
export type FormBody = Record<string, unknown>;

export type EncodedForm = { kind: 'urlencoded'; body: string } | { kind: 'multipart'; body: FormData };

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** True when a File or Blob sits anywhere in the body: it then has to travel as multipart/form-data. */
export function containsFile(value: unknown): boolean {
  if (isBlob(value)) return true;
  if (Array.isArray(value)) return value.some(containsFile);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.values(value).some(containsFile);
  }
  return false;
}

/**
 * Each field of a body with its bracket key (`a[b]`, arrays `a[0]`), in the body's order: the leaves the
 * gateway's qs parser turns back into objects. Null and undefined fields, empty objects and empty arrays
 * give nothing; dates are their ISO text; files stay files.
 */
function eachField(body: FormBody, visit: (key: string, value: string | Blob) => void): void {
  const walk = (key: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (isBlob(value)) visit(key, value);
    else if (value instanceof Date) visit(key, value.toISOString());
    else if (Array.isArray(value)) value.forEach((item, index) => walk(`${key}[${index}]`, item));
    else if (typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) walk(`${key}[${child}]`, item);
    } else visit(key, String(value));
  };
  for (const [key, value] of Object.entries(body)) walk(key, value);
}

/** A value escaped as RFC 3986 asks (qs's encoder): everything but letters, digits and - . _ ~. */
const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Form-style body with nested keys in bracket form (`a[b]=1`, arrays `a[0]=x`), the shape the gateway's
 * qs parser turns back into objects. Null and undefined fields are left out; values are escaped, keys are
 * not (the brackets stay readable).
 */
export function encodeForm(body: FormBody): EncodedForm {
  if (containsFile(body)) return { kind: 'multipart', body: toFormData(body) };
  const pairs: string[] = [];
  eachField(body, (key, value) => pairs.push(`${key}=${encodeValue(value as string)}`));
  return { kind: 'urlencoded', body: pairs.join('&') };
}

/** The same bracket keys as the urlencoded form, with files appended as files. */
export function toFormData(body: FormBody): FormData {
  const form = new FormData();
  eachField(body, (key, value) => {
    if (value instanceof File) form.append(key, value, value.name);
    else form.append(key, value);
  });
  return form;
}
