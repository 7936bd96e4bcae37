// qs-esm: qs's own encoder without the polyfill dependencies qs drags into a browser bundle.
import { stringify } from 'qs-esm';

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
 * Form-style body with nested keys in bracket form (`a[b]=1`, arrays `a[0]=x`), the shape the gateway's
 * qs parser turns back into objects. Null and undefined fields are left out.
 */
export function encodeForm(body: FormBody): EncodedForm {
  if (containsFile(body)) return { kind: 'multipart', body: toFormData(body) };
  return {
    kind: 'urlencoded',
    body: stringify(body, { arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true }),
  };
}

/** The same bracket keys as the urlencoded form, with files appended as files. */
export function toFormData(body: FormBody): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (isBlob(value)) {
      if (value instanceof File) form.append(key, value, value.name);
      else form.append(key, value);
    } else if (value instanceof Date) {
      form.append(key, value.toISOString());
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => append(`${key}[${index}]`, item));
    } else if (typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) append(`${key}[${child}]`, item);
    } else {
      form.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(body)) append(key, value);
  return form;
}
