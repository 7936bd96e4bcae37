import '../setup/browserApp.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLocale } from '../../src/i18n/locales.ts';
import { KYC_RETURN_KEY, IDENTITY_RETURN_URL } from '../../src/stores/KycStore.ts';
import { createMemoryStorage } from '../../src/stores/memoryStorage.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import { createFakeTicker } from '../unit/support/fakeTicker.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { documentFiles, uploadDocument, validPersonalInfo } from './helpers/kyc.ts';
import { latestCode, newEmail } from './helpers/login.ts';

/**
 * The KYC store against the real gateway: a buyer logs in with the code from the dev outbox, saves
 * their personal information, opens an identity check, and the sandbox provider's page decides on the
 * uploaded document by its name. The store follows the check (the test fires its ticker) and moves on.
 */
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway();
});

afterAll(async () => {
  await gateway?.close();
});

async function loggedInStore(locale?: AppLocale) {
  const ticker = createFakeTicker();
  const visits: Array<{ to: string; replace: boolean }> = [];
  const session = createMemoryStorage();
  const root = new RootStore({
    fetch: (url, init) => fetch(gateway.origin + url, init),
    clock: { now: () => gateway.app.config.clock.now() },
    local: createMemoryStorage(),
    session,
    navigator: {
      navigate: (to, options) => void visits.push({ to, replace: Boolean(options?.replace) }),
      currentUrl: () => visits.at(-1)?.to ?? '/enter-information',
    },
    visitorId: async () => 'test-visitor',
    ticker,
    ...(locale ? { locale } : {}),
  });
  const email = newEmail('kyc');
  root.login.setEmail(email);
  expect(await root.login.sendCode()).toBe(true);
  root.login.setCode(await latestCode(gateway, email));
  await expect.poll(() => root.userInfo.isLoggedIn, { timeout: 15_000 }).toBe(true); // a login hashes with scrypt: slow on a busy machine
  visits.length = 0;
  return { root, kyc: root.kyc, visits, session, fire: ticker.fire };
}

/** Saves the personal information and opens a check: the buyer is on Verify ID with the provider's page. */
async function checkOpened(env: Awaited<ReturnType<typeof loggedInStore>>) {
  await env.kyc.enterInformation();
  expect(env.kyc.informationView).toBe('form');
  expect(await env.kyc.submitInformation(validPersonalInfo)).toBe(true);
  expect(env.root.userInfo.kycLevel).toBe(1);
  // Without an accepted quote, the gateway's cautious answer: an identity is needed.
  expect(env.visits.at(-1)).toEqual({ to: '/verify-id', replace: false });

  await env.kyc.enterVerifyId();
  expect(env.kyc.identityPhase).toBe('form');
  expect(await env.kyc.startCheck({ country: 'DE', documentType: 'passport' })).toBe(true);
  const url = new URL(env.kyc.check?.url ?? '');
  expect(url.pathname).toMatch(/^\/sandbox\/kyc\//);
  return url.pathname;
}

/** Fires the ticker until the store stops waiting (each poll is one request to the gateway). */
async function followUntilDecided(env: Awaited<ReturnType<typeof loggedInStore>>) {
  const stop = env.kyc.followIdentity();
  await expect
    .poll(() => {
      env.fire();
      return env.kyc.identityPhase;
    })
    .not.toBe('waiting');
  stop();
}

describe('KycStore over the real gateway', () => {
  it('saves the personal information, follows an approved document and goes back to the step it came from', async () => {
    const env = await loggedInStore();
    env.kyc.rememberReturn('/confirm-address');
    const page = await checkOpened(env);

    const stop = env.kyc.followIdentity();
    env.fire();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(env.kyc.identityPhase).toBe('waiting');
    stop();

    const upload = await uploadDocument(gateway, page, {
      name: 'passport.png',
      type: 'image/png',
      bytes: documentFiles.png,
    });
    expect(upload.status).toBe(303);
    expect(upload.headers.get('location')).toBe(IDENTITY_RETURN_URL);

    await followUntilDecided(env);
    expect(env.kyc.identityPhase).toBe('approved');
    expect(env.root.userInfo.kycLevel).toBe(2);
    expect(env.visits.at(-1)).toEqual({ to: '/confirm-address', replace: true });
    expect(env.session.getItem(KYC_RETURN_KEY)).toBeNull();

    // The information is now frozen, and KYC Status says verified.
    await env.kyc.enterInformation();
    expect(env.kyc.informationView).toBe('verified');
    expect(env.kyc.savedInfo?.firstName).toBe(validPersonalInfo.firstName);
    await env.kyc.enterKycStatus();
    expect(env.kyc.statusView).toBe('verified');
  });

  it('lands on KYC Status (refused) for a refused document; the refused page offers another check', async () => {
    const env = await loggedInStore();
    const page = await checkOpened(env);
    await uploadDocument(gateway, page, {
      name: 'refuse-me.jpg',
      type: 'image/jpeg',
      bytes: documentFiles.jpeg,
    });
    await followUntilDecided(env);
    expect(env.visits.at(-1)).toEqual({ to: '/kyc-status?status=2', replace: true });

    await env.kyc.enterKycStatus();
    expect(env.kyc.statusView).toBe('refused');
    await env.kyc.enterVerifyId({ retry: '1' });
    expect(env.kyc.identityPhase).toBe('form');
    expect(await env.kyc.startCheck({ country: 'FR', documentType: 'idCard' })).toBe(true);
  });

  it('lands on KYC Status (under review) for a document sent to review, and Enter Information explains it', async () => {
    const env = await loggedInStore();
    const page = await checkOpened(env);
    await uploadDocument(gateway, page, {
      name: 'needs-review.pdf',
      type: 'application/pdf',
      bytes: documentFiles.pdf,
    });
    await followUntilDecided(env);
    expect(env.visits.at(-1)).toEqual({ to: '/kyc-status?status=3', replace: true });

    await env.kyc.enterKycStatus();
    expect(env.kyc.statusView).toBe('underReview');
    await env.kyc.enterInformation();
    expect(env.kyc.informationView).toBe('underReview');
  });

  it('keeps a field refused by the gateway for that field', async () => {
    const env = await loggedInStore();
    expect(await env.kyc.submitInformation({ ...validPersonalInfo, citizenship: 'ZZ' })).toBe(false);
    expect(env.kyc.fieldRefusal).toMatchObject({ field: 'citizenship', key: 'field.unknownCountry' });
    expect(env.kyc.fieldRefusal?.message).toMatch(/^Invalid field 'citizenship'/);
    expect(env.kyc.saveError).toBeUndefined();
    expect(env.root.userInfo.kycLevel).toBe(0);
    expect(env.visits).toEqual([]);
  });

  it('a zh-CN buyer: a city too long is refused in Chinese and still kept for the city field', async () => {
    const env = await loggedInStore('zh-CN');
    expect(await env.kyc.submitInformation({ ...validPersonalInfo, city: 'x'.repeat(81) })).toBe(false);
    expect(env.kyc.fieldRefusal).toMatchObject({
      field: 'city',
      key: 'field.maxLength',
      params: { field: 'city', limit: '80' },
    });
    expect(env.kyc.fieldRefusal?.message).toMatch(/字段/);
    expect(env.kyc.fieldRefusal?.message).not.toMatch(/Invalid field/);
    expect(env.kyc.saveError).toBeUndefined();
  });
});
