import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAddress } from '../../server/domain/addresses/validate.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { schemaErrors } from './helpers/apiSchema.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

/** Real addresses per seeded network, with a get token that is delivered on it. */
const VALID: Record<string, { token: string; addresses: string[] }> = {
  BTC: {
    token: 'BTC',
    addresses: [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // P2PKH
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // P2WPKH, bech32
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', // P2TR, bech32m
    ],
  },
  ETH: {
    token: 'USDT_ERC20',
    addresses: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
  },
  BSC: { token: 'BNB', addresses: ['0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'] },
  POLYGON: { token: 'POL', addresses: ['0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'] },
  ARBITRUM: { token: 'ARB', addresses: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'] },
  OPTIMISM: { token: 'OP', addresses: ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'] },
  BASE: { token: 'USDC_BASE', addresses: ['0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'] },
  AVAXC: { token: 'AVAX', addresses: ['0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'] },
  TRON: { token: 'USDT_TRC20', addresses: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'] },
  SOL: {
    token: 'SOL',
    addresses: [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      'So11111111111111111111111111111111111111112',
    ],
  },
  LTC: {
    token: 'LTC',
    addresses: [
      'LQ3B36Yv2rBTxdgAdYpU2UcEZsaNwXeATk',
      'MGxNPPB7eBoWPUaprtX9v9CXJZoD2465zN',
      'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea',
    ],
  },
  DOGE: { token: 'DOGE', addresses: ['DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'] },
  XRP: {
    token: 'XRP',
    addresses: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe'],
  },
  ADA: {
    token: 'ADA',
    addresses: [
      'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x',
      'addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl8',
    ],
  },
  DOT: { token: 'DOT', addresses: ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'] },
  ATOM: { token: 'ATOM', addresses: ['cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02'] },
  XLM: {
    token: 'XLM',
    addresses: [
      'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
      'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ',
    ],
  },
};

/** Networks whose addresses carry no checksum: a changed character is still a well-formed address. */
const NO_CHECKSUM = new Set(['SOL']);

/** The address with the character in the middle replaced by another one the encoding allows. */
function oneCharChanged(address: string): string {
  const i = Math.floor(address.length / 2);
  const alphabet = /^0x/.test(address)
    ? '0123456789abcdefABCDEF'
    : address === address.toLowerCase()
      ? 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
      : '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const others = [...alphabet].filter((c) => c !== address[i]);
  // Keep the case class of a hex digit (a letter for a letter) so the EIP-55 rule is what fails.
  const replacement = others.find((c) => /[a-z]/i.test(c) === /[a-z]/i.test(address[i])) ?? others[0];
  return address.slice(0, i) + replacement + address.slice(i + 1);
}

const check = (getCurrency: string, address: string) =>
  gateway.post('validateAddress', { getCurrency, address });

describe('address validation', () => {
  it('has a fixture for every seeded network', () => {
    expect(Object.keys(VALID).sort()).toEqual(gateway.app.catalog.networks.map((n) => n.code).sort());
  });

  it.each(Object.entries(VALID))(
    'accepts valid %s addresses and refuses them with one character changed',
    async (network, { token, addresses }) => {
      expect(gateway.app.catalog.token(token)?.network.code).toBe(network);
      for (const address of addresses) {
        const answer = await check(token, address);
        expect(schemaErrors('validateAddress', answer)).toEqual([]);
        expect(answer).toMatchObject({ respCode: 200, data: { address, network, currency: token } });
        if (NO_CHECKSUM.has(network)) continue;
        const changed = oneCharChanged(address);
        expect(changed).not.toBe(address);
        const refused = await check(token, changed);
        expect(refused.respCode).toBe(4101);
        expect(refused.respMessage).toMatch(/^This is not a valid .+ address for /);
      }
    },
  );

  it('refuses Solana strings that are not 32-byte base58 keys', async () => {
    for (const bad of [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGG',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTD0l1v',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vv2',
    ]) {
      expect((await check('SOL', bad)).respCode).toBe(4101);
    }
  });

  it('accepts an all-lower-case or all-upper-case EVM address (no checksum) but not a wrongly mixed one', async () => {
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect((await check('ETH', address.toLowerCase())).respCode).toBe(200);
    expect((await check('ETH', `0x${address.slice(2).toUpperCase()}`)).respCode).toBe(200);
    expect((await check('ETH', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).respCode).toBe(4101);
  });

  it('checks the network of the token, not just any network', async () => {
    expect((await check('USDT_TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).respMessage).toBe(
      'This is not a valid Tron (TRC20) address for USDT',
    );
    expect((await check('BTC', 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea')).respCode).toBe(4101);
    expect((await check('DOGE', 'LQ3B36Yv2rBTxdgAdYpU2UcEZsaNwXeATk')).respCode).toBe(4101);
  });

  it('trims the address, asks for a missing one and names an unknown token', async () => {
    expect(await check('BTC', '  1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa \n')).toMatchObject({
      respCode: 200,
      data: { address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
    });
    expect(await check('BTC', '   ')).toMatchObject({
      respCode: 4101,
      respMessage: 'Please enter your BTC address',
    });
    expect(await check('NOPE', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toMatchObject({
      respCode: 4101,
      respMessage: 'NOPE is not a supported receive token',
    });
  });

  it('answers the same on validateGetAddress and address', async () => {
    for (const name of ['validateGetAddress', 'address']) {
      expect(
        await gateway.post(name, { getCurrency: 'TRX', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }),
      ).toMatchObject({ respCode: 200, data: { network: 'TRON' } });
      expect(
        (await gateway.post(name, { getCurrency: 'TRX', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T' }))
          .respCode,
      ).toBe(4101);
    }
  });

  it('gives the order code the same answer through validateAddress()', () => {
    expect(
      validateAddress(gateway.app.catalog, 'usdt_trc20', ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t '),
    ).toEqual({ valid: true, network: 'TRON' });
    expect(validateAddress(gateway.app.catalog, 'BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toMatchObject({
      valid: false,
      reason: 'invalid',
      params: { network: expect.stringContaining('Bitcoin'), currency: 'BTC' },
    });
  });

  it('refuses malformed bodies with respCode 400', async () => {
    for (const body of [
      { getCurrency: 'BTC' },
      { address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
      { getCurrency: 'BTC', address: 'x'.repeat(100_000) },
      { getCurrency: ['BTC', 'ETH'], address: 'x' },
    ]) {
      const answer = await gateway.post('validateAddress', body);
      expect(answer.respCode).toBe(400);
    }
  });
});
