import type { FastifyInstance } from 'fastify';
import { LoginRespCode } from '../../schemas/api/auth.ts';
import { BusinessError, refusalOf } from '../http/errors.ts';
import { tokenOf } from '../http/auth.ts';
import { done, ok, serveEndpoints } from '../http/endpoint.ts';
import { normalizeEmail } from '../domain/auth/email.ts';
import {
  CODE_TTL_MS,
  RESEND_AFTER_MS,
  ResendTooSoon,
  WrongGuess,
  checkLoginCode,
  issueLoginCode,
  withdrawLoginCode,
} from '../domain/auth/codes.ts';
import { assertNotLocked, clearFailures, countFailure } from '../domain/auth/lockout.ts';
import { routeIpLimit } from '../domain/rateLimit/plugin.ts';
import { closeSession, findSession, openSession } from '../domain/auth/session.ts';
import { enqueueLoginCodeMail } from '../domain/mail/accountMails.ts';
import { localeOf } from '../i18n/index.ts';
import { outboxOf } from '../domain/outbox/plugin.ts';

/** E-mail login: sendCode, login, authInfo, expAuth, logout. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const outbox = outboxOf(app);

  serveEndpoints(
    app,
    {
      sendCode: async (body, _user, request) => {
        const email = normalizeEmail(body.email);
        // A locked address could not use a new code: say so before mailing one.
        await assertNotLocked(db, email, config.clock.now());
        let code: string;
        try {
          code = await issueLoginCode(db, email, config.clock.now());
        } catch (error) {
          if (!(error instanceof ResendTooSoon)) throw error;
          return {
            ...refusalOf(error, request),
            data: { resendAfter: error.secondsLeft, expiresIn: 0 },
          };
        }
        let mailId: string;
        try {
          const locale = localeOf(request);
          mailId = await enqueueLoginCodeMail(
            db,
            app.checkoutKey,
            { email, code, locale },
            config.clock.now(),
          );
        } catch (error) {
          await withdrawLoginCode(db, email);
          request.log.error({ reason: (error as Error).message }, 'login code mail failed');
          throw new BusinessError(LoginRespCode.mailFailed, 'login.mailFailed');
        }
        // Sent now while the buyer waits; if the mail server is down the outbox retries until the code expires.
        if (await outbox.deliverNow(mailId)) request.log.info('login code sent');
        else request.log.warn('login code mail not sent yet, the outbox retries it');
        return ok({ resendAfter: RESEND_AFTER_MS / 1000, expiresIn: CODE_TTL_MS / 1000 });
      },

      login: async (body) => {
        const email = normalizeEmail(body.email);
        const code = body.code.trim();
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
        return ok(await openSession(db, email, codeHash, config.clock.now(), config.authTokenTtlSeconds));
      },

      authInfo: async (_body, user, request) => {
        // The login rule found the user by this token; its session gives the expiry.
        const token = tokenOf(request) as string;
        const expiresAt = (await findSession(db, token, config.clock.now()))?.expiresAt ?? 0;
        return ok({
          authToken: token,
          expTime: Math.floor(expiresAt / 1000),
          kyc_level: user.kycLevel,
          email: user.email,
        });
      },

      expAuth: async (_body, _user, request) => {
        const session = await findSession(db, tokenOf(request), config.clock.now());
        return ok(session ? { isValid: 1, expTime: Math.floor(session.expiresAt / 1000) } : { isValid: 0 });
      },

      logout: async (_body, _user, request) => {
        const token = tokenOf(request);
        if (token) await closeSession(db, token, config.clock.now());
        return done();
      },
    },
    // Guessed codes are what these two limits stop: per IP across addresses, and per address across codes.
    {
      sendCode: { onRequest: routeIpLimit(app, 'sendCode', config.loginIpLimitPerMinute) },
      login: { onRequest: routeIpLimit(app, 'login', config.loginIpLimitPerMinute) },
    },
  );
}
