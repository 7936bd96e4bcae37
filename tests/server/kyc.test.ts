import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { logIn, newEmail, outbox } from './helpers/login.ts';
import { documentFiles, uploadDocument, validPersonalInfo } from './helpers/kyc.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

interface IdentificationUrl {
  data: { url: string; sessionId: string; expireTime: number };
}

/** A logged-in user who gave their personal information (KYC level 1). */
async function levelOneUser(email = newEmail()) {
  const authToken = await logIn(gateway, email);
  const res = await gateway.post('addKyc', { authToken, ...validPersonalInfo });
  expect(res).toMatchObject({ respCode: 200, data: { kyc_level: 1 } });
  return { authToken, email };
}

/** Opens an identity check and returns the path of its sandbox page. */
async function openCheck(authToken: string, returnUrl = '/verify-id?step=done') {
  const res = await gateway.post<IdentificationUrl>('getIdentificationUrl', {
    authToken,
    country: 'FR',
    documentType: 'passport',
    returnUrl,
  });
  expect(res.respCode).toBe(200);
  const url = new URL(res.data.url);
  expect(url.origin).toBe(gateway.origin);
  return { path: url.pathname, sessionId: res.data.sessionId };
}

const status = (authToken: string) =>
  gateway.post<{ data: { isKyc: number; kyc_level: number } }>('userStatus', { authToken });
const identity = (authToken: string) =>
  gateway.post<{ data: { identityStatus: string; isIdentification: number; kyc_level: number } }>(
    'checkIdentificationResult',
    { authToken },
  );

describe('personal information (addKyc)', () => {
  it('needs a login', async () => {
    expect(await gateway.post('addKyc', validPersonalInfo)).toMatchObject({
      respCode: 5002,
      respMessage: 'Login expired, please log in again',
    });
  });

  it('names the missing or wrong field', async () => {
    const authToken = await logIn(gateway);
    const { city: _city, ...withoutCity } = validPersonalInfo;
    const missing = await gateway.post('addKyc', { authToken, ...withoutCity });
    expect(missing.respCode).toBe(400);
    expect(missing.respMessage).toContain("'city'");

    const badPhone = await gateway.post('addKyc', {
      authToken,
      ...validPersonalInfo,
      contactNumber: 'call me',
    });
    expect(badPhone.respCode).toBe(400);
    expect(badPhone.respMessage).toContain('contactNumber');

    const future = await gateway.post('addKyc', {
      authToken,
      ...validPersonalInfo,
      dateOfBirth: '2999-01-01',
    });
    expect(future).toMatchObject({
      respCode: 400,
      respMessage: "Invalid field 'dateOfBirth': must be a past date",
    });

    const country = await gateway.post('addKyc', { authToken, ...validPersonalInfo, citizenship: 'XX' });
    expect(country).toMatchObject({
      respCode: 400,
      respMessage: "Invalid field 'citizenship': unknown country",
    });

    const huge = await gateway.post('addKyc', {
      authToken,
      ...validPersonalInfo,
      firstName: 'A'.repeat(5000),
    });
    expect(huge.respCode).toBe(400);
    expect(huge.respMessage).toContain('firstName');

    expect(await status(authToken)).toMatchObject({ respCode: 200, data: { isKyc: 0, kyc_level: 0 } });
  });

  it('saves the information and reaches KYC level 1', async () => {
    const email = newEmail();
    const { authToken } = await levelOneUser(email);
    expect(await status(authToken)).toMatchObject({ data: { isKyc: 1, kyc_level: 1 } });
    const info = await gateway.post('getKycInfo', { authToken });
    expect(info).toMatchObject({
      respCode: 200,
      data: { kyc_level: 1, identityStatus: 'none', personalInfo: validPersonalInfo },
    });
    expect(await gateway.post('authInfo', { authToken })).toMatchObject({ data: { kyc_level: 1 } });

    const updated = await gateway.post('addKyc', { authToken, ...validPersonalInfo, city: 'Hamburg' });
    expect(updated).toMatchObject({ respCode: 200, data: { kyc_level: 1 } });
    expect(await gateway.post('getKycInfo', { authToken })).toMatchObject({
      data: { personalInfo: { city: 'Hamburg' } },
    });
  });
});

describe('identity verification at the sandbox provider', () => {
  it('asks for personal information first, and returns only to this site (else to its identity page)', async () => {
    const authToken = await logIn(gateway);
    expect(
      await gateway.post('getIdentificationUrl', { authToken, country: 'FR', documentType: 'passport' }),
    ).toMatchObject({
      respCode: 400,
      respMessage: 'Please complete your personal information first',
    });
    const user = await levelOneUser();
    for (const returnUrl of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      const res = await gateway.post<IdentificationUrl>('getIdentificationUrl', {
        authToken: user.authToken,
        country: 'FR',
        documentType: 'passport',
        returnUrl,
      });
      expect(res.respCode).toBe(200);
      const row = await gateway.app.db
        .selectFrom('identity_checks')
        .select('return_url')
        .where('id', '=', res.data.sessionId)
        .executeTakeFirstOrThrow();
      expect(row.return_url).toBe('/verify-id');
    }
    const missingCountry = await gateway.post('getIdentificationUrl', {
      authToken: user.authToken,
      documentType: 'passport',
    });
    expect(missingCountry.respCode).toBe(400);
    expect(missingCountry.respMessage).toContain('country');
  });

  it('serves a script-free multipart form preset with the chosen country and document', async () => {
    const { authToken } = await levelOneUser();
    const { path } = await openCheck(authToken);
    const res = await gateway.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await res.text();
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('enctype="multipart/form-data"');
    expect(page).toContain('accept="image/png,image/jpeg,application/pdf"');
    expect(page).toMatch(/<option value="FR" selected>/);
    expect(page).toMatch(/value="passport" checked/);
    for (const name of ['ID card', 'Passport', 'Driver&#39;s license']) expect(page).toContain(name);
  });

  it('approves an ordinary document: KYC level 2, redirect to the app, result mailed', async () => {
    const { authToken, email } = await levelOneUser();
    const { path, sessionId } = await openCheck(authToken);
    const res = await uploadDocument(gateway, path, {
      name: 'passport.png',
      type: 'image/png',
      bytes: documentFiles.png,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/verify-id?step=done');

    expect(await identity(authToken)).toMatchObject({
      data: { identityStatus: 'approved', isIdentification: 1, kyc_level: 2 },
    });
    expect(await status(authToken)).toMatchObject({ data: { isKyc: 1, kyc_level: 2 } });
    expect(await gateway.post('checkIdentification', { authToken })).toMatchObject({
      data: { isIdentification: 1 },
    });
    expect(await gateway.post('getIdentificationResult', { authToken, sessionId })).toMatchObject({
      data: { sessionId, status: 'approved', country: 'DE', documentType: 'passport' },
    });
    expect((await outbox(gateway, email))[0].subject).toBe('Your identity is verified');

    // The link is spent, the identity is settled and the verified information is frozen.
    expect(
      (
        await uploadDocument(gateway, path, {
          name: 'again.png',
          type: 'image/png',
          bytes: documentFiles.png,
        })
      ).status,
    ).toBe(409);
    expect(
      await gateway.post('getIdentificationUrl', { authToken, country: 'FR', documentType: 'passport' }),
    ).toMatchObject({
      respCode: 400,
      respMessage: 'Your identity is already verified',
    });
    expect((await gateway.post('addKyc', { authToken, ...validPersonalInfo, city: 'Munich' })).respCode).toBe(
      400,
    );
  });

  it("refuses a document whose file name contains 'refuse' (isKyc 2), and allows a new attempt", async () => {
    const { authToken, email } = await levelOneUser();
    const { path } = await openCheck(authToken);
    const res = await uploadDocument(gateway, path, {
      name: 'ID-Refuse.jpg',
      type: 'image/jpeg',
      bytes: documentFiles.jpeg,
    });
    expect(res.status).toBe(303);
    expect(await identity(authToken)).toMatchObject({
      data: { identityStatus: 'refused', isIdentification: 0, kyc_level: 1 },
    });
    expect(await status(authToken)).toMatchObject({ data: { isKyc: 2, kyc_level: 1 } });
    expect(await gateway.post('checkIdentification', { authToken })).toMatchObject({
      data: { isIdentification: 0, identityStatus: 'refused' },
    });
    expect((await outbox(gateway, email))[0].subject).toBe('Your identity verification was refused');

    await openCheck(authToken);
    expect(await status(authToken)).toMatchObject({ data: { isKyc: 1 } });
  });

  it("puts a document whose file name contains 'review' under review (isKyc 3)", async () => {
    const { authToken } = await levelOneUser();
    const { path } = await openCheck(authToken, '/kyc-status');
    const res = await uploadDocument(
      gateway,
      path,
      { name: 'licence-review.pdf', type: 'application/pdf', bytes: documentFiles.pdf },
      {
        country: 'ES',
        documentType: 'driversLicense',
      },
    );
    expect(res.headers.get('location')).toBe('/kyc-status');
    expect(await identity(authToken)).toMatchObject({ data: { identityStatus: 'review', kyc_level: 1 } });
    expect(await status(authToken)).toMatchObject({ data: { isKyc: 3 } });
    expect(await gateway.post('getIdentificationResult', { authToken })).toMatchObject({
      data: { status: 'review', country: 'ES', documentType: 'driversLicense' },
    });
    expect(
      await gateway.post('getIdentificationUrl', { authToken, country: 'FR', documentType: 'passport' }),
    ).toMatchObject({
      respMessage: 'Your identity verification is under review',
    });
  });

  it('takes only PNG, JPEG or PDF files up to 5 MB, and keeps the check open after a refusal of the file', async () => {
    const { authToken } = await levelOneUser();
    const { path, sessionId } = await openCheck(authToken);

    const renamed = await uploadDocument(gateway, path, {
      name: 'passport.png',
      type: 'image/png',
      bytes: Buffer.from('just text'),
    });
    expect(renamed.status).toBe(400);
    expect(await renamed.text()).toContain('The document must be a PNG or JPEG image or a PDF file.');

    const big = Buffer.concat([documentFiles.png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadDocument(gateway, path, { name: 'big.png', type: 'image/png', bytes: big });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.text()).toContain('The document is larger than 5 MB.');

    const noFile = await uploadDocument(gateway, path, undefined);
    expect(noFile.status).toBe(400);
    expect(await noFile.text()).toContain('Please choose the image of your document.');

    const noCountry = await uploadDocument(
      gateway,
      path,
      { name: 'p.png', type: 'image/png', bytes: documentFiles.png },
      { documentType: 'passport' },
    );
    expect(await noCountry.text()).toContain('Please select the issuing country.');

    const notMultipart = await gateway.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'country=DE',
    });
    expect(notMultipart.status).toBe(400);

    expect(await gateway.post('getIdentificationResult', { authToken, sessionId })).toMatchObject({
      data: { status: 'pending' },
    });
    const exactly5MB = Buffer.concat([
      documentFiles.png,
      Buffer.alloc(5 * 1024 * 1024 - documentFiles.png.length),
    ]);
    const ok = await uploadDocument(gateway, path, { name: 'max.png', type: 'image/png', bytes: exactly5MB });
    expect(ok.status).toBe(303);
  });

  it('needs no identity for a quote within 700 EUR, and an approved one above it', async () => {
    const { authToken } = await levelOneUser();
    const quote = async (sendCurrencyAmount: number) => {
      const res = await gateway.post<{ token: string }>('offerInquiry', {
        sendCurrency: 'EUR',
        sendCurrencyAmount,
        getCurrency: 'BTC',
        getCurrencyAmount: '',
      });
      expect(res.respCode).toBe(200);
      return res.token;
    };
    const check = (token?: string) => gateway.post('checkIdentification', { authToken, token });
    expect(await check(await quote(100))).toMatchObject({
      data: { isIdentification: 1, required: 0, identityStatus: 'none' },
    });
    expect(await check(await quote(2000))).toMatchObject({ data: { isIdentification: 0, required: 1 } });
    expect(await check()).toMatchObject({ data: { isIdentification: 0, required: 1 } });
    expect(await check('expired-or-unknown')).toMatchObject({ data: { isIdentification: 0, required: 1 } });

    const { path } = await openCheck(authToken);
    await uploadDocument(gateway, path, {
      name: 'passport.png',
      type: 'image/png',
      bytes: documentFiles.png,
    });
    expect(await check(await quote(2000))).toMatchObject({
      data: { isIdentification: 1, required: 1, identityStatus: 'approved' },
    });
  });

  it('expires the page link after 30 minutes and rejects unknown links', async () => {
    const { authToken } = await levelOneUser();
    const { path } = await openCheck(authToken);
    gateway.app.config.clock.advance(31 * 60 * 1000);
    expect((await gateway.request(path)).status).toBe(410);
    expect(
      (await uploadDocument(gateway, path, { name: 'p.png', type: 'image/png', bytes: documentFiles.png }))
        .status,
    ).toBe(410);
    expect((await gateway.request('/sandbox/kyc/no-such-check')).status).toBe(404);
  });

  it("never shows one user's check to another", async () => {
    const alice = await levelOneUser();
    const bob = await levelOneUser();
    const { sessionId } = await openCheck(alice.authToken);
    expect(
      await gateway.post('getIdentificationResult', { authToken: bob.authToken, sessionId }),
    ).toMatchObject({
      respCode: 404,
      respMessage: 'Identity verification not found',
    });
    expect(
      await gateway.post('getIdentificationResult', { authToken: bob.authToken, sessionId: 'missing' }),
    ).toMatchObject({
      respCode: 404,
      respMessage: 'Identity verification not found',
    });
  });
});
