import { describe, expect, it } from 'vitest';
import { IDENTITY_RETURN_URL, KYC_FORM_KEY, KYC_RETURN_KEY } from '../../../src/stores/KycStore.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { ORDER_SESSION_KEY } from '../../../src/stores/OrderStore.ts';
import { RootStore } from '../../../src/stores/RootStore.ts';
import { USER_INFO_KEY } from '../../../src/stores/UserInfoStore.ts';
import { createFakeFetch, json, type FetchCall } from '../support/fakeFetch.ts';
import { createFakeClock, createFakeNavigator } from '../support/fakeNavigator.ts';
import { createFakeTicker } from '../support/fakeTicker.ts';
import { settle } from './quoteFixtures.ts';
import { shownText } from '../support/shownText.ts';
import { zh } from '../support/messageCatalogue.ts';

const NOW_MS = Date.UTC(2025, 9, 23, 15, 52, 0);
const NOW_S = NOW_MS / 1000;

type Reply = Response | ((call: FetchCall) => Response | undefined);
const ok = (data: unknown) => json({ respCode: 200, respMessage: 'success', data });
const refused = (
  respCode: number,
  respMessage: string,
  key?: { respKey: string; respParams?: Record<string, string> },
) => json({ respCode, respMessage, ...key });

const info = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  citizenship: 'DE',
  city: 'Berlin',
  purpose: 'investment',
  contactNumber: '+49301234567',
};

const endpointOf = (call: FetchCall) => call.url.replace(/^.*\/gateway\/buying\//, '');

/** A logged-in buyer's RootStore whose gateway answers each endpoint with the given reply. */
function kycRoot(
  options: {
    replies?: Record<string, Reply>;
    local?: Record<string, string>;
    session?: Record<string, string>;
    kycLevel?: number;
  } = {},
) {
  const replies = options.replies ?? {};
  const transport = createFakeFetch((call) => {
    const reply = replies[endpointOf(call)];
    return typeof reply === 'function' ? reply(call) : reply?.clone();
  });
  const local = createMemoryStorage({
    [USER_INFO_KEY]: JSON.stringify({
      authToken: 'tok-1',
      expTime: NOW_S + 3600,
      kyc_level: options.kycLevel ?? 0,
    }),
    ...options.local,
  });
  const session = createMemoryStorage(options.session);
  const clock = createFakeClock(NOW_MS);
  const ticker = createFakeTicker();
  const navigator = createFakeNavigator('/enter-information');
  const root = new RootStore({ clock, local, session, navigator, fetch: transport.fetch, ticker });
  const callsTo = (endpoint: string) => transport.calls.filter((call) => endpointOf(call) === endpoint);
  return { root, kyc: root.kyc, clock, ticker, navigator, local, session, callsTo, replies };
}

const kycInfo = (kyc_level: number, identityStatus: string, personalInfo?: object) =>
  ok({ kyc_level, identityStatus, ...(personalInfo ? { personalInfo } : {}) });
const identityResult = (identityStatus: string, kyc_level = 1) =>
  ok({ identityStatus, isIdentification: identityStatus === 'approved' ? 1 : 0, kyc_level });
const check = (expireTime = NOW_S + 1800) =>
  ok({ url: 'http://gateway.test/sandbox/kyc/abc', sessionId: 'abc', expireTime });

describe('KycStore: Enter Information', () => {
  it('fills the form from the gateway when there is no draft', async () => {
    const env = kycRoot({ replies: { getKycInfo: kycInfo(1, 'none', info) } });
    await env.kyc.enterInformation();
    expect(env.kyc.informationView).toBe('form');
    expect(env.kyc.draft).toEqual(info);
    expect(env.kyc.draftRestored).toBe(false);
  });

  it('restores the draft typed before a reload over what the gateway holds, and keeps each change', async () => {
    const env = kycRoot({
      replies: { getKycInfo: kycInfo(0, 'none') },
      local: {
        [KYC_FORM_KEY]: JSON.stringify({ firstName: 'Grace', city: 'Paris', cardNumber: '4242424242424242' }),
      },
    });
    await env.kyc.enterInformation();
    expect(env.kyc.draftRestored).toBe(true);
    expect(env.kyc.draft).toEqual({ firstName: 'Grace', city: 'Paris' });

    env.kyc.setDraft({ ...env.kyc.draft, lastName: 'Hopper' });
    expect(JSON.parse(env.local.getItem(KYC_FORM_KEY) ?? '{}')).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      city: 'Paris',
    });
  });

  it('shows the under-review text when the link says so or the gateway does, and the frozen data once verified', async () => {
    const hinted = kycRoot({ replies: { getKycInfo: kycInfo(1, 'none', info) } });
    await hinted.kyc.enterInformation({ isUnderReview: '1', step: '2' });
    expect(hinted.kyc.informationView).toBe('underReview');

    const review = kycRoot({ replies: { getKycInfo: kycInfo(1, 'review', info) } });
    await review.kyc.enterInformation();
    expect(review.kyc.informationView).toBe('underReview');

    const verified = kycRoot({
      replies: { getKycInfo: kycInfo(2, 'approved', info) },
      local: { [KYC_FORM_KEY]: JSON.stringify({ firstName: 'X' }) },
    });
    await verified.kyc.enterInformation();
    expect(verified.kyc.informationView).toBe('verified');
    expect(verified.kyc.savedInfo).toEqual(info);
    expect(verified.kyc.draftRestored).toBe(false);
    expect(verified.root.userInfo.kycLevel).toBe(2);
  });

  it('saves, raises the stored KYC level, clears the draft and goes to Verify ID when the quote needs an identity', async () => {
    const env = kycRoot({
      replies: {
        addKyc: ok({ kyc_level: 1 }),
        checkIdentification: ok({ isIdentification: 0, required: 1, identityStatus: 'none' }),
      },
      local: { [KYC_FORM_KEY]: JSON.stringify({ firstName: 'Ada' }) },
    });
    expect(await env.kyc.submitInformation(info)).toBe(true);
    expect(env.callsTo('addKyc')[0].fields()).toMatchObject({ ...info, authToken: 'tok-1' });
    expect(env.root.userInfo.kycLevel).toBe(1);
    expect(env.local.getItem(KYC_FORM_KEY)).toBeNull();
    expect(env.navigator.visits.at(-1)).toEqual({ to: '/verify-id', replace: false });
  });

  it('asks with the accepted quote token and goes back to the remembered step when no identity is needed', async () => {
    const quote = { inquiry: { token: 'quote-9' } };
    const env = kycRoot({
      replies: {
        addKyc: ok({ kyc_level: 1 }),
        checkIdentification: ok({ isIdentification: 1, required: 0, identityStatus: 'none' }),
      },
      session: { [ORDER_SESSION_KEY]: JSON.stringify({ quote }), [KYC_RETURN_KEY]: '/confirm-address' },
    });
    await env.kyc.submitInformation(info);
    expect(env.callsTo('checkIdentification')[0].fields().token).toBe('quote-9');
    expect(env.navigator.visits.at(-1)).toEqual({ to: '/confirm-address', replace: true });
    expect(env.session.getItem(KYC_RETURN_KEY)).toBeNull();
  });

  it('keeps a refusal naming a field for that field until it changes, and others above the form', async () => {
    const env = kycRoot({
      replies: {
        addKyc: refused(400, "Invalid field 'citizenship': unknown country", {
          respKey: 'field.unknownCountry',
          respParams: { field: 'citizenship' },
        }),
      },
    });
    env.kyc.setDraft(info);
    expect(await env.kyc.submitInformation(info)).toBe(false);
    expect(env.kyc.fieldRefusal).toEqual({
      field: 'citizenship',
      key: 'field.unknownCountry',
      params: { field: 'citizenship' },
      message: "Invalid field 'citizenship': unknown country",
    });
    expect(env.kyc.saveError).toBeUndefined();
    env.kyc.setDraft({ ...info, city: 'Bonn' });
    expect(env.kyc.fieldRefusal).toBeDefined();
    env.kyc.setDraft({ ...info, citizenship: 'FR' });
    expect(env.kyc.fieldRefusal).toBeUndefined();

    env.replies.addKyc = refused(400, '您的身份已验证：个人信息不能再更改', { respKey: 'kyc.profileLocked' });
    await env.kyc.submitInformation(info);
    expect(shownText(env.kyc.saveError?.message)).toBe(
      'Your identity is verified: your personal information can no longer be changed',
    );
    expect(shownText(env.kyc.saveError?.message, 'zh-CN')).toBe(zh['gateway.kyc.profileLocked']);
    expect(env.navigator.visits).toEqual([]);
  });

  it('keeps a refusal answered in Chinese for its field (the key names it, not the words)', async () => {
    const env = kycRoot({
      replies: {
        addKyc: refused(400, '字段“city”无效：不能超过 80 个字符', {
          respKey: 'field.maxLength',
          respParams: { field: 'city', limit: '80' },
        }),
      },
    });
    env.kyc.setDraft(info);
    expect(await env.kyc.submitInformation(info)).toBe(false);
    expect(env.kyc.fieldRefusal).toMatchObject({
      field: 'city',
      key: 'field.maxLength',
      params: { limit: '80' },
    });
    expect(env.kyc.saveError).toBeUndefined();
    env.kyc.setDraft({ ...info, city: 'Bonn' });
    expect(env.kyc.fieldRefusal).toBeUndefined();
  });
});

describe('KycStore: the way back', () => {
  it('goes to the remembered URL, else Select Card during a purchase, else Edit — replacing the KYC page', () => {
    const remembered = kycRoot();
    remembered.kyc.rememberReturn('/confirm-address');
    expect(remembered.session.getItem(KYC_RETURN_KEY)).toBe('/confirm-address');
    remembered.kyc.returnAfterKyc();
    expect(remembered.navigator.visits).toEqual([{ to: '/confirm-address', replace: true }]);

    const purchase = kycRoot({
      session: {
        [ORDER_SESSION_KEY]: JSON.stringify({
          quote: { inquiry: { token: 't' } },
          offer: { offerType: 'rampeasy' },
        }),
      },
    });
    purchase.kyc.returnAfterKyc();
    expect(purchase.navigator.visits.at(-1)?.to).toBe('/select-card');

    const none = kycRoot();
    none.kyc.returnAfterKyc();
    expect(none.navigator.visits.at(-1)?.to).toBe('/edit');
  });
});

describe('KycStore: Verify ID', () => {
  it('sends a buyer without personal information to Enter Information first', async () => {
    const env = kycRoot({ replies: { checkIdentificationResult: identityResult('none', 0) } });
    await env.kyc.enterVerifyId();
    expect(env.navigator.visits).toEqual([{ to: '/enter-information', replace: true }]);
  });

  it('opens a check with the return URL, follows it every tick and goes back once approved', async () => {
    const env = kycRoot({
      kycLevel: 1,
      replies: { checkIdentificationResult: identityResult('none'), getIdentificationUrl: check() },
      session: { [KYC_RETURN_KEY]: '/select-card' },
    });
    await env.kyc.enterVerifyId();
    expect(env.kyc.identityPhase).toBe('form');

    expect(await env.kyc.startCheck({ country: 'DE', documentType: 'passport' })).toBe(true);
    expect(env.callsTo('getIdentificationUrl')[0].fields()).toMatchObject({
      country: 'DE',
      documentType: 'passport',
      returnUrl: IDENTITY_RETURN_URL,
    });
    expect(env.kyc.identityPhase).toBe('waiting');
    expect(env.kyc.check?.sessionId).toBe('abc');
    expect(env.kyc.checkWasOpened('abc')).toBe(false);
    env.kyc.markCheckOpened('abc');

    env.replies.checkIdentificationResult = identityResult('pending');
    const stop = env.kyc.followIdentity();
    await settle();
    expect(env.kyc.identityPhase).toBe('waiting');
    expect(env.navigator.visits).toEqual([]);

    env.replies.checkIdentificationResult = identityResult('approved', 2);
    env.ticker.fire();
    await settle();
    expect(env.kyc.identityPhase).toBe('approved');
    expect(env.root.userInfo.kycLevel).toBe(2);
    expect(env.navigator.visits).toEqual([{ to: '/select-card', replace: true }]);
    expect(env.ticker.count).toBe(0);
    stop();

    // A reload of the same tab knows the check was already opened.
    const reloaded = kycRoot({ session: { kyc: env.session.getItem('kyc') ?? '' } });
    expect(reloaded.kyc.checkWasOpened('abc')).toBe(true);
  });

  it.each([
    ['refused', '/kyc-status?status=2'],
    ['review', '/kyc-status?status=3'],
  ])('moves on to KYC Status when the check is %s', async (status, path) => {
    const env = kycRoot({
      kycLevel: 1,
      replies: { checkIdentificationResult: identityResult('none'), getIdentificationUrl: check() },
    });
    await env.kyc.enterVerifyId();
    await env.kyc.startCheck({ country: 'DE', documentType: 'idCard' });
    env.replies.checkIdentificationResult = identityResult(status);
    env.kyc.followIdentity();
    await settle();
    expect(env.navigator.visits).toEqual([{ to: path, replace: true }]);
  });

  it("reads 'Verification Failed' (expired) when the link runs out before a document came, and offers another check", async () => {
    const env = kycRoot({
      kycLevel: 1,
      replies: { checkIdentificationResult: identityResult('none'), getIdentificationUrl: check(NOW_S + 60) },
    });
    await env.kyc.enterVerifyId();
    await env.kyc.startCheck({ country: 'DE', documentType: 'idCard' });
    env.replies.checkIdentificationResult = identityResult('pending');
    env.clock.advance(61_000);
    env.kyc.followIdentity();
    await settle();
    expect(env.kyc.identityPhase).toBe('expired');
    env.kyc.retryCheck();
    expect(env.kyc.identityPhase).toBe('form');
    expect(env.kyc.check).toBeUndefined();
  });

  it('shows the result on the page the provider returns to, without leaving it', async () => {
    const env = kycRoot({
      kycLevel: 1,
      replies: { checkIdentificationResult: identityResult('approved', 2) },
    });
    await env.kyc.enterVerifyId({ checked: '1' });
    expect(env.kyc.identityPhase).toBe('approved');
    expect(env.navigator.visits).toEqual([]);

    const elsewhere = kycRoot({
      kycLevel: 1,
      replies: { checkIdentificationResult: identityResult('approved', 2) },
    });
    await elsewhere.kyc.enterVerifyId();
    expect(elsewhere.navigator.visits).toEqual([{ to: '/edit', replace: true }]);
  });

  it('opens the form at once to try again after a refusal (retry=1), else shows the failure', async () => {
    const failed = kycRoot({
      kycLevel: 1,
      replies: { checkIdentificationResult: identityResult('refused') },
    });
    await failed.kyc.enterVerifyId();
    expect(failed.kyc.identityPhase).toBe('refused');
    const retry = kycRoot({ kycLevel: 1, replies: { checkIdentificationResult: identityResult('refused') } });
    await retry.kyc.enterVerifyId({ retry: '1' });
    expect(retry.kyc.identityPhase).toBe('form');
  });

  it('keeps a refused issuing country for its field', async () => {
    const env = kycRoot({
      kycLevel: 1,
      replies: {
        getIdentificationUrl: refused(400, "Invalid field 'country': unknown country", {
          respKey: 'field.unknownCountry',
          respParams: { field: 'country' },
        }),
      },
    });
    expect(await env.kyc.startCheck({ country: 'XX', documentType: 'idCard' })).toBe(false);
    expect(env.kyc.idFieldRefusal?.field).toBe('country');
    expect(env.kyc.startError).toBeUndefined();
    env.kyc.setIdForm({ country: 'DE', documentType: 'idCard' });
    expect(env.kyc.idFieldRefusal).toBeUndefined();
    expect(env.kyc.identityPhase).not.toBe('waiting');
  });
});

describe('KycStore: KYC Status', () => {
  it.each([
    [{ isKyc: 2, kyc_level: 1 }, 'refused'],
    [{ isKyc: 3, kyc_level: 1 }, 'underReview'],
    [{ isKyc: 1, kyc_level: 1 }, 'needsKyc2'],
    [{ isKyc: 0, kyc_level: 0 }, 'needsKyc2'],
    [{ isKyc: 1, kyc_level: 2 }, 'verified'],
  ])('userStatus %j shows %s', async (data, view) => {
    const env = kycRoot({ replies: { userStatus: ok(data) } });
    await env.kyc.enterKycStatus();
    expect(env.kyc.statusView).toBe(view);
  });

  it('says the page could not load when the gateway refuses', async () => {
    const env = kycRoot({
      replies: { userStatus: refused(500, 'Internal error', { respKey: 'common.internal' }) },
    });
    await env.kyc.enterKycStatus();
    expect(env.kyc.statusView).toBe('failed');
    expect(shownText(env.kyc.statusError?.message)).toBe('Internal error, please try again later');
  });
});
