import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authEndpoints as ep, LoginRespCode } from '../../schemas/api/auth.ts';
import { RespCode } from '../../schemas/api/common.ts';
import { BusinessError } from '../http/errors.ts';
import { tokenOf } from '../http/auth.ts';
import { normalizeEmail } from '../domain/auth/email.ts';
import { CODE_TTL_MS, RESEND_AFTER_MS, ResendTooSoon, WrongGuess, checkLoginCode, issueLoginCode, withdrawLoginCode } from '../domain/auth/codes.ts';
import { assertNotLocked, clearFailures, countFailure } from '../domain/auth/lockout.ts';
import { routeIpLimit } from '../domain/rateLimit/plugin.ts';
import { closeSession, findSession, openSession } from '../domain/auth/session.ts';
import { loginCodeMail } from '../domain/mail/templates.ts';
import { mailerFor } from '../providers/mailer.ts';

const success = 'success';

/** E-mail login: sendCode, login, authInfo, expAuth, logout. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;
  const url = (name: keyof typeof ep) => `${config.apiBase}/${name}`;
  const mailer = mailerFor(config, db);

  // Guessed codes are what these two limits stop: per IP across addresses, and per address across codes.
  const sendCodeLimit = { onRequest: routeIpLimit(app, 'sendCode', config.loginIpLimitPerMinute) };
  const loginLimit = { onRequest: routeIpLimit(app, 'login', config.loginIpLimitPerMinute) };

  api.post(url('sendCode'), { ...sendCodeLimit, schema: { body: ep.sendCode.body, response: { 200: ep.sendCode.response } } }, async (request) => {
    const email = normalizeEmail(request.body.email);
    // A locked address could not use a new code: say so before mailing one.
    await assertNotLocked(db, email, config.clock.now());
    let code: string;
    try {
      code = await issueLoginCode(db, email, config.clock.now());
    } catch (error) {
      if (!(error instanceof ResendTooSoon)) throw error;
      return { respCode: error.respCode, respMessage: error.message, data: { resendAfter: error.secondsLeft, expiresIn: 0 } };
    }
    try {
      await mailer.send({ to: email, ...loginCodeMail(code, CODE_TTL_MS / 60_000) });
    } catch (error) {
      await withdrawLoginCode(db, email);
      request.log.error({ reason: (error as Error).message }, 'login code mail failed');
      throw new BusinessError(LoginRespCode.mailFailed, 'The verification code could not be sent, please try again later');
    }
    request.log.info('login code sent');
    return {
      respCode: RespCode.ok,
      respMessage: success,
      data: { resendAfter: RESEND_AFTER_MS / 1000, expiresIn: CODE_TTL_MS / 1000 },
    };
  });

  api.post(url('login'), { ...loginLimit, schema: { body: ep.login.body, response: { 200: ep.login.response } } }, async (request) => {
    const email = normalizeEmail(request.body.email);
    const code = request.body.code.trim();
    await assertNotLocked(db, email, config.clock.now());
    let codeHash: string;
    try {
      codeHash = await checkLoginCode(db, email, code, config.clock.now());
    } catch (error) {
      // Only a code that was compared counts: tries on a code already used up guess nothing.
      if (error instanceof WrongGuess) {
        const locked = await countFailure(db, email, config.clock.now());
        if (locked) throw locked;
      }
      throw error;
    }
    await clearFailures(db, email);
    const session = await openSession(db, email, codeHash, config.clock.now(), config.authTokenTtlSeconds);
    return { respCode: RespCode.ok, respMessage: success, data: session };
  });

  api.post(url('authInfo'), { schema: { body: ep.authInfo.body, response: { 200: ep.authInfo.response } } }, async (request) => {
    const token = tokenOf(request);
    const session = await findSession(db, token, config.clock.now());
    if (!token || !session) throw new BusinessError(RespCode.invalidAuth, 'Login expired, please log in again');
    const { user, expiresAt } = session;
    return {
      respCode: RespCode.ok,
      respMessage: success,
      data: { authToken: token, expTime: Math.floor(expiresAt / 1000), kyc_level: user.kycLevel, email: user.email },
    };
  });

  api.post(url('expAuth'), { schema: { body: ep.expAuth.body, response: { 200: ep.expAuth.response } } }, async (request) => {
    const session = await findSession(db, tokenOf(request), config.clock.now());
    const data = session ? { isValid: 1, expTime: Math.floor(session.expiresAt / 1000) } : { isValid: 0 };
    return { respCode: RespCode.ok, respMessage: success, data };
  });

  api.post(url('logout'), { schema: { body: ep.logout.body, response: { 200: ep.logout.response } } }, async (request) => {
    const token = tokenOf(request);
    if (token) await closeSession(db, token, config.clock.now());
    return { respCode: RespCode.ok, respMessage: success };
  });
}
