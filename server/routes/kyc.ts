import type { FastifyInstance } from 'fastify';
import { RespCode } from '../../schemas/api/common.ts';
import { BusinessError } from '../http/errors.ts';
import { ok, serveEndpoints } from '../http/endpoint.ts';
import { findPersonalInfo, savePersonalInfo } from '../domain/kyc/profile.ts';
import { findCheck, latestCheck, startIdentityCheck } from '../domain/kyc/identity.ts';
import { identityStatus, isKycOf } from '../domain/kyc/status.ts';
import { identityReturnPath } from '../domain/kyc/returnUrl.ts';
import { identityNeededFor } from '../domain/kyc/threshold.ts';
import { identityPageUrl } from '../providers/kycSandboxRoutes.ts';

const epochSeconds = (ms: number) => Math.floor(ms / 1000);

/** KYC: personal information (level 1), identity checks at the sandbox provider (level 2), statuses. */
export async function kycRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, catalog } = app;

  serveEndpoints(app, {
    addKyc: async ({ authToken: _token, ...info }, user) =>
      ok({ kyc_level: await savePersonalInfo(db, user.id, info, catalog, config.clock.now()) }),

    getKycInfo: async (_body, user) => {
      const [personalInfo, status] = await Promise.all([
        findPersonalInfo(db, user.id),
        identityStatus(db, user.id),
      ]);
      return ok({ kyc_level: user.kycLevel, identityStatus: status, personalInfo });
    },

    userStatus: async (_body, user) => {
      const status = await identityStatus(db, user.id);
      return ok({ isKyc: isKycOf(user.kycLevel, status), kyc_level: user.kycLevel });
    },

    checkIdentification: async ({ token }, user) => {
      const status = await identityStatus(db, user.id);
      const required = await identityNeededFor(app.quotes, token, app.prices, config.clock.now());
      const done = status === 'approved' || !required;
      return ok({ isIdentification: done ? 1 : 0, required: required ? 1 : 0, identityStatus: status });
    },

    getIdentificationUrl: async ({ country, documentType, returnUrl }, user, request) => {
      if (!catalog.country(country))
        throw new BusinessError(RespCode.badRequest, 'field.unknownCountry', { field: 'country' });
      const origin = config.publicOrigin ?? `${request.protocol}://${request.host}`;
      const back = identityReturnPath(returnUrl, origin);
      const check = await startIdentityCheck(
        db,
        user,
        { country, documentType, returnUrl: back },
        config.clock.now(),
      );
      return ok({
        url: identityPageUrl(origin, check.id),
        sessionId: check.id,
        expireTime: epochSeconds(check.expiresAt),
      });
    },

    getIdentificationResult: async ({ sessionId }, user) => {
      const check = sessionId ? await findCheck(db, sessionId) : await latestCheck(db, user.id);
      // Another user's check answers exactly like a missing one.
      if (!check || check.userId !== user.id) throw new BusinessError(RespCode.notFound, 'kyc.notFound');
      const { id, status, country, documentType, submittedAt } = check;
      return ok({
        sessionId: id,
        status,
        country,
        documentType,
        submittedAt: submittedAt === undefined ? undefined : epochSeconds(submittedAt),
      });
    },

    checkIdentificationResult: async (_body, user) => {
      const status = await identityStatus(db, user.id);
      return ok({
        identityStatus: status,
        isIdentification: status === 'approved' ? 1 : 0,
        kyc_level: user.kycLevel,
      });
    },
  });
}
