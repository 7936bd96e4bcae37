import { describe, expect, it } from 'vitest';
import { addressChecks } from '../../server/domain/addresses/formats.ts';

// Test vectors of BIP-173/BIP-350 (segwit) and EIP-55 (checksummed hex), on the mainnet.
describe('bitcoin addresses', () => {
  it.each([
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // v0 upper case
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', // v1, 40 bytes
    'BC1SW50QGDZ25J', // v16, 2 bytes
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', // v2, 16 bytes
  ])('accepts %s', (address) => expect(addressChecks.bitcoin(address)).toBe(true));

  it.each([
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', // v1 with a bech32 checksum
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', // v16 with a bech32 checksum
    'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', // v2 with a bech32 checksum
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // bad checksum
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8f3t4', // mixed case
    'bc1gmk9yu', // no witness program
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', // testnet
    'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', // testnet P2PKH
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', // bad base58 checksum
  ])('refuses %s', (address) => expect(addressChecks.bitcoin(address)).toBe(false));
});

describe('EVM addresses', () => {
  it.each([
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  ])('accepts %s', (address) => expect(addressChecks.evm(address)).toBe(true));

  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', // last letter's case against the checksum
    '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // second letter's case against the checksum
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', // 39 hex digits
  ])('refuses %s', (address) => expect(addressChecks.evm(address)).toBe(false));
});
