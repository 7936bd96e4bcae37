import type { IdentityResult } from '../domain/kyc/identity.ts';
import type { DocumentType } from '../../schemas/api/kyc.ts';

/**
 * The sandbox identity provider: it decides from the uploaded file's name, so every outcome can be
 * produced at will (server/providers/SANDBOX.md, '## Identity'). The first matching rule wins.
 */
export const IDENTITY_RULES: readonly { contains: string; result: IdentityResult }[] = [
  { contains: 'refuse', result: 'refused' },
  { contains: 'review', result: 'review' },
];

export const decideIdentity = (fileName: string): IdentityResult =>
  IDENTITY_RULES.find((rule) => fileName.toLowerCase().includes(rule.contains))?.result ?? 'approved';

export const DOCUMENT_TYPE_NAMES: Record<DocumentType, string> = {
  idCard: 'ID card',
  passport: 'Passport',
  driversLicense: "Driver's license",
};

export const asDocumentType = (value: string | undefined): DocumentType | undefined =>
  value !== undefined && Object.hasOwn(DOCUMENT_TYPE_NAMES, value) ? (value as DocumentType) : undefined;

/** The multipart limit of the gateway (server/app.ts) is the same. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export type DocumentMime = 'image/png' | 'image/jpeg' | 'application/pdf';

const SIGNATURES: readonly { mime: DocumentMime; bytes: number[] }[] = [
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The file's real type from its first bytes (a renamed file does not pass as an image). */
export const sniffDocument = (file: Buffer): DocumentMime | undefined =>
  SIGNATURES.find((s) => file.length > s.bytes.length && s.bytes.every((b, i) => file[i] === b))?.mime;
