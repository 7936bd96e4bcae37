import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findCheck, recordDecision, type IdentityCheck } from '../domain/kyc/identity.ts';
import { localeOf } from '../i18n/index.ts';
import { outboxOf } from '../domain/outbox/plugin.ts';
import { asDocumentType, decideIdentity, sniffDocument } from './kycSandbox.ts';
import { RESULT_TEXT, renderIdentityForm, renderIdentityMessage } from './kycSandboxPage.ts';

/** The sandbox provider's page of an identity check, where the buyer uploads the document. */
export const identityPageUrl = (origin: string, sessionId: string) => `${origin}/sandbox/kyc/${sessionId}`;

const SandboxParams = Type.Object({ sessionId: Type.String({ maxLength: 64 }) });

/** The sandbox provider's page: GET shows the upload form, POST (multipart) takes the document. */
export async function identitySandboxRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config, catalog } = app;
  const countries = () => catalog.countries;
  const sendPage = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

  /** The check behind a page link, or the page that says why it cannot be used. */
  const usableCheck = async (sessionId: string, reply: FastifyReply): Promise<IdentityCheck | undefined> => {
    const check = await findCheck(db, sessionId);
    if (!check) {
      await sendPage(
        reply,
        404,
        renderIdentityMessage(
          'Link not valid',
          'This verification link is not valid. Please start again from the app.',
        ),
      );
    } else if (check.status !== 'pending') {
      const text = RESULT_TEXT[check.status];
      await sendPage(
        reply,
        409,
        renderIdentityMessage(
          'Already sent',
          `A document was already sent with this link. ${text.detail}`,
          check.returnUrl,
        ),
      );
    } else if (check.expiresAt <= config.clock.now()) {
      await sendPage(
        reply,
        410,
        renderIdentityMessage(
          'Link expired',
          'This verification link has expired. Please start again from the app.',
          check.returnUrl,
        ),
      );
    } else {
      return check;
    }
    return undefined;
  };

  api.get('/sandbox/kyc/:sessionId', { schema: { params: SandboxParams } }, async (request, reply) => {
    const check = await usableCheck(request.params.sessionId, reply);
    if (!check) return reply;
    const values = { country: check.country, documentType: asDocumentType(check.documentType) };
    return sendPage(
      reply,
      200,
      renderIdentityForm({ action: request.url.split('?')[0], countries: countries(), values }),
    );
  });

  api.post('/sandbox/kyc/:sessionId', { schema: { params: SandboxParams } }, async (request, reply) => {
    const check = await usableCheck(request.params.sessionId, reply);
    if (!check) return reply;
    const action = request.url.split('?')[0];
    const upload = await readUpload(request);
    const values = {
      country: upload.fields.country,
      documentType: asDocumentType(upload.fields.documentType),
    };
    const refuse = (error: string) =>
      sendPage(reply, 400, renderIdentityForm({ action, countries: countries(), values, error }));

    if ('error' in upload) return refuse(upload.error);
    const country = values.country ? catalog.country(values.country) : undefined;
    if (!country) return refuse('Please select the issuing country.');
    if (!values.documentType) return refuse('Please select the document type.');
    const { file } = upload;
    if (!file || file.bytes.length === 0) return refuse('Please choose the image of your document.');
    const mime = sniffDocument(file.bytes);
    if (!mime) return refuse('The document must be a PNG or JPEG image or a PDF file.');

    const result = decideIdentity(file.name);
    const decided = await recordDecision(
      db,
      check.id,
      {
        country: country.code,
        documentType: values.documentType,
        fileName: file.name.slice(0, 255),
        mime,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      },
      result,
      config.clock.now(),
      localeOf(request),
    );
    if (!decided) {
      return sendPage(
        reply,
        409,
        renderIdentityMessage('Already sent', 'A document was already sent with this link.', check.returnUrl),
      );
    }
    // The result mail was written with the decision; sent now (a failure leaves it to the outbox's retries).
    if (decided.mailId) await outboxOf(app).deliverNow(decided.mailId);
    if (check.returnUrl) return reply.redirect(check.returnUrl, 303);
    return sendPage(reply, 200, renderIdentityMessage(RESULT_TEXT[result].title, RESULT_TEXT[result].detail));
  });
}

type Upload =
  | { fields: Record<string, string>; file?: { name: string; bytes: Buffer } }
  | { fields: Record<string, string>; error: string };

/** Reads the form: its text fields and the one file `document` (the multipart limits bound its size). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) return { fields, error: 'The document must be sent with the upload form.' };
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.slice(0, 64);
      } else if (part.fieldname === 'document' && !file) {
        file = { name: part.filename ?? '', bytes: await part.toBuffer() };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message =
      code === 'FST_REQ_FILE_TOO_LARGE'
        ? 'The document is larger than 5 MB.'
        : 'The upload could not be read, please try again.';
    return { fields, error: message };
  }
  return { fields, file };
}
