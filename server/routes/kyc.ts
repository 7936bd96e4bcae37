import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { kycEndpoints as ep } from '../../schemas/api/kyc.ts';
import { RespCode } from '../../schemas/api/common.ts';
import { BusinessError } from '../http/errors.ts';
import { requireUser } from '../http/auth.ts';
import { findPersonalInfo, savePersonalInfo } from '../domain/kyc/profile.ts';
import { findCheck, latestCheck, recordDecision, startIdentityCheck, type IdentityCheck } from '../domain/kyc/identity.ts';
import { identityStatus, isKycOf } from '../domain/kyc/status.ts';
import { identityReturnPath } from '../domain/kyc/returnUrl.ts';
import { identityNeededFor } from '../domain/kyc/threshold.ts';
import { activeCatalog, findCountry } from '../domain/reference/lookup.ts';
import { identityResultMail } from '../domain/mail/templates.ts';
import { mailerFor } from '../providers/mailer.ts';
import { asDocumentType, decideIdentity, sniffDocument } from '../providers/kycSandbox.ts';
import { RESULT_TEXT, renderIdentityForm, renderIdentityMessage } from '../providers/kycSandboxPage.ts';

const success = 'success';
const epochSeconds = (ms: number) => Math.floor(ms / 1000);

/** KYC: personal information (level 1), identity checks at the sandbox provider (level 2), statuses. */
export async function kycRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;
  const url = (name: keyof typeof ep) => `${config.apiBase}/${name}`;

  api.post(url('addKyc'), { schema: { body: ep.addKyc.body, response: { 200: ep.addKyc.response } } }, async (request) => {
    const user = await requireUser(request);
    const { authToken: _token, ...info } = request.body;
    const level = await savePersonalInfo(db, user.id, info, config.clock.now());
    return { respCode: RespCode.ok, respMessage: success, data: { kyc_level: level } };
  });

  api.post(url('getKycInfo'), { schema: { body: ep.getKycInfo.body, response: { 200: ep.getKycInfo.response } } }, async (request) => {
    const user = await requireUser(request);
    const [personalInfo, status] = await Promise.all([findPersonalInfo(db, user.id), identityStatus(db, user.id)]);
    return { respCode: RespCode.ok, respMessage: success, data: { kyc_level: user.kycLevel, identityStatus: status, personalInfo } };
  });

  api.post(url('userStatus'), { schema: { body: ep.userStatus.body, response: { 200: ep.userStatus.response } } }, async (request) => {
    const user = await requireUser(request);
    const status = await identityStatus(db, user.id);
    return { respCode: RespCode.ok, respMessage: success, data: { isKyc: isKycOf(user.kycLevel, status), kyc_level: user.kycLevel } };
  });

  api.post(url('checkIdentification'), { schema: { body: ep.checkIdentification.body, response: { 200: ep.checkIdentification.response } } }, async (request) => {
    const user = await requireUser(request);
    const status = await identityStatus(db, user.id);
    const required = await identityNeededFor(db, request.body.token, config.clock.now());
    const done = status === 'approved' || !required;
    return {
      respCode: RespCode.ok,
      respMessage: success,
      data: { isIdentification: done ? 1 : 0, required: required ? 1 : 0, identityStatus: status },
    };
  });

  api.post(url('getIdentificationUrl'), { schema: { body: ep.getIdentificationUrl.body, response: { 200: ep.getIdentificationUrl.response } } }, async (request) => {
    const user = await requireUser(request);
    const { country, documentType } = request.body;
    if (!findCountry(country)) throw new BusinessError(RespCode.badRequest, "Invalid field 'country': unknown country");
    const origin = config.publicOrigin ?? `${request.protocol}://${request.host}`;
    const returnUrl = identityReturnPath(request.body.returnUrl, origin);
    const check = await startIdentityCheck(db, user, { country, documentType, returnUrl }, config.clock.now());
    return {
      respCode: RespCode.ok,
      respMessage: success,
      data: { url: `${origin}/sandbox/kyc/${check.id}`, sessionId: check.id, expireTime: epochSeconds(check.expiresAt) },
    };
  });

  api.post(url('getIdentificationResult'), { schema: { body: ep.getIdentificationResult.body, response: { 200: ep.getIdentificationResult.response } } }, async (request) => {
    const user = await requireUser(request);
    const { sessionId } = request.body;
    const check = sessionId ? await findCheck(db, sessionId) : await latestCheck(db, user.id);
    // Another user's check answers exactly like a missing one.
    if (!check || check.userId !== user.id) throw new BusinessError(RespCode.notFound, 'Identity verification not found');
    return {
      respCode: RespCode.ok,
      respMessage: success,
      data: {
        sessionId: check.id,
        status: check.status,
        country: check.country,
        documentType: check.documentType,
        submittedAt: check.submittedAt === undefined ? undefined : epochSeconds(check.submittedAt),
      },
    };
  });

  api.post(url('checkIdentificationResult'), { schema: { body: ep.checkIdentificationResult.body, response: { 200: ep.checkIdentificationResult.response } } }, async (request) => {
    const user = await requireUser(request);
    const status = await identityStatus(db, user.id);
    return {
      respCode: RespCode.ok,
      respMessage: success,
      data: { identityStatus: status, isIdentification: status === 'approved' ? 1 : 0, kyc_level: user.kycLevel },
    };
  });

  await app.register(identitySandboxRoutes);
}

const SandboxParams = Type.Object({ sessionId: Type.String({ maxLength: 64 }) });

/** The sandbox provider's page: GET shows the upload form, POST (multipart) takes the document. */
async function identitySandboxRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;
  const countries = () => activeCatalog().countries;
  const sendPage = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

  /** The check behind a page link, or the page that says why it cannot be used. */
  const usableCheck = async (sessionId: string, reply: FastifyReply): Promise<IdentityCheck | undefined> => {
    const check = await findCheck(db, sessionId);
    if (!check) {
      await sendPage(reply, 404, renderIdentityMessage('Link not valid', 'This verification link is not valid. Please start again from the app.'));
    } else if (check.status !== 'pending') {
      const text = RESULT_TEXT[check.status];
      await sendPage(reply, 409, renderIdentityMessage('Already sent', `A document was already sent with this link. ${text.detail}`, check.returnUrl));
    } else if (check.expiresAt <= config.clock.now()) {
      await sendPage(reply, 410, renderIdentityMessage('Link expired', 'This verification link has expired. Please start again from the app.', check.returnUrl));
    } else {
      return check;
    }
    return undefined;
  };

  api.get('/sandbox/kyc/:sessionId', { schema: { params: SandboxParams } }, async (request, reply) => {
    const check = await usableCheck(request.params.sessionId, reply);
    if (!check) return reply;
    const values = { country: check.country, documentType: asDocumentType(check.documentType) };
    return sendPage(reply, 200, renderIdentityForm({ action: request.url.split('?')[0], countries: countries(), values }));
  });

  api.post('/sandbox/kyc/:sessionId', { schema: { params: SandboxParams } }, async (request, reply) => {
    const check = await usableCheck(request.params.sessionId, reply);
    if (!check) return reply;
    const action = request.url.split('?')[0];
    const upload = await readUpload(request);
    const values = { country: upload.fields.country, documentType: asDocumentType(upload.fields.documentType) };
    const refuse = (error: string) => sendPage(reply, 400, renderIdentityForm({ action, countries: countries(), values, error }));

    if ('error' in upload) return refuse(upload.error);
    const country = values.country ? findCountry(values.country) : undefined;
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
    );
    if (!decided) {
      return sendPage(reply, 409, renderIdentityMessage('Already sent', 'A document was already sent with this link.', check.returnUrl));
    }
    await mailResult(app, check.userId, result, request);
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
      code === 'FST_REQ_FILE_TOO_LARGE' ? 'The document is larger than 5 MB.' : 'The upload could not be read, please try again.';
    return { fields, error: message };
  }
  return { fields, file };
}

/** The provider e-mails its decision (SPEC §4: the user is e-mailed the result); a mail failure is only logged. */
async function mailResult(app: FastifyInstance, userId: string, result: Parameters<typeof identityResultMail>[0], request: FastifyRequest) {
  const user = await app.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  try {
    await mailerFor(app.config, app.db).send({ to: user.email, ...identityResultMail(result) });
  } catch (error) {
    request.log.error({ reason: (error as Error).message }, 'identity result mail failed');
  }
}
