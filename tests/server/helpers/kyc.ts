import type { TestGateway } from './gateway.ts';

/** Personal information that passes the form schema and the reference checks. */
export const validPersonalInfo = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  citizenship: 'DE',
  city: 'Berlin',
  purpose: 'investment',
  contactNumber: '+49301234567',
};

/** Smallest files of each accepted type (their magic bytes are what the gateway checks). */
export const documentFiles = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'),
};

/** Posts the sandbox identity form the way a browser does (multipart), without following the redirect. */
export async function uploadDocument(
  gateway: TestGateway,
  pagePath: string,
  file: { name: string; type: string; bytes: Buffer } | undefined,
  fields: Record<string, string> = { country: 'DE', documentType: 'passport' },
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('document', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return gateway.request(pagePath, { method: 'POST', body: form, redirect: 'manual' });
}
