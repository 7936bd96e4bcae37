import { createHash } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base32nopad, base58, base58xrp, bech32, bech32m, createBase58check } from '@scure/base';
import type { AddressFormat } from '../reference/data.ts';

const digest = (algorithm: string, ...parts: Uint8Array[]) => {
  const hash = createHash(algorithm);
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
};
const sha256 = (data: Uint8Array) => digest('sha256', data);
const equalBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Runs a decoder that throws on bad input; undefined instead of an exception. */
const attempt = <T>(decode: () => T): T | undefined => {
  try {
    return decode();
  } catch {
    return undefined;
  }
};

/** Base58 with a 4-byte double-SHA-256 checksum (Bitcoin's base58check). */
const base58check = createBase58check(sha256);

/** A base58check address of 21 bytes whose first byte (the version) is one of `versions`. */
const versionedBase58 = (address: string, versions: number[]) => {
  const bytes = attempt(() => base58check.decode(address));
  return bytes !== undefined && bytes.length === 21 && versions.includes(bytes[0]);
};

/** A segwit address: witness v0 in bech32 with a 20 or 32 byte program, v1+ in bech32m with 32 bytes. */
function isSegwit(address: string, prefix: string): boolean {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return false;
  if (!lower.startsWith(`${prefix}1`)) return false;
  const v0 = attempt(() => bech32.decode(lower as `${string}1${string}`));
  if (v0 && v0.words[0] === 0) {
    const program = attempt(() => bech32.fromWords(v0.words.slice(1)));
    return program !== undefined && (program.length === 20 || program.length === 32);
  }
  const v1 = attempt(() => bech32m.decode(lower as `${string}1${string}`));
  if (!v1 || v1.words[0] < 1 || v1.words[0] > 16) return false;
  const program = attempt(() => bech32m.fromWords(v1.words.slice(1)));
  return program !== undefined && program.length === 32;
}

/** Bitcoin mainnet: P2PKH 1… (0x00), P2SH 3… (0x05), or segwit bc1… (witness v0-16 of 2 to 40 bytes). */
function isBitcoin(address: string): boolean {
  if (!/^bc/i.test(address)) return versionedBase58(address, [0x00, 0x05]);
  const bech = address as `${string}1${string}`;
  // Witness v0 is bech32, v1 and later are bech32m; a checksum of the other kind is refused.
  const decoded =
    attempt(() => ({ ...bech32.decode(bech), m: false })) ??
    attempt(() => ({ ...bech32m.decode(bech), m: true }));
  if (!decoded || decoded.prefix !== 'bc' || decoded.words.length === 0) return false;
  const version = decoded.words[0];
  if (version > 16 || decoded.m !== version > 0) return false;
  const program = attempt(() => bech32.fromWords(decoded.words.slice(1)));
  if (!program || program.length < 2 || program.length > 40) return false;
  return version > 0 || program.length === 20 || program.length === 32;
}

/** EVM: 20 bytes of hex; a mixed-case address must carry a valid EIP-55 checksum. */
function isEvm(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  // EIP-55: a letter is upper case where the matching nibble of keccak-256(lower-case hex) is 8 or more.
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()));
  return [...hex].every(
    (c, i) => c === (((hash[i >> 1] >> (i % 2 ? 0 : 4)) & 0xf) >= 8 ? c.toUpperCase() : c.toLowerCase()),
  );
}

/** XRP Ledger classic address: XRP's base58 alphabet, version 0, double-SHA-256 checksum. */
function isXrp(address: string): boolean {
  const bytes = attempt(() => base58xrp.decode(address));
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0) return false;
  return equalBytes(bytes.slice(21), sha256(sha256(bytes.slice(0, 21))).slice(0, 4));
}

/** Polkadot SS58 with network prefix 0: BLAKE2b-512 over 'SS58PRE' + prefix + key, first 2 bytes. */
function isPolkadot(address: string): boolean {
  const bytes = attempt(() => base58.decode(address));
  if (!bytes || bytes.length !== 35 || bytes[0] !== 0) return false;
  const checksum = digest('blake2b512', new TextEncoder().encode('SS58PRE'), bytes.slice(0, 33)).slice(0, 2);
  return equalBytes(bytes.slice(33), checksum);
}

/** CRC16-XModem, Stellar's strkey checksum. */
function crc16xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** Stellar account id (G…): base32 of version byte 6<<3, a 32-byte key and a little-endian CRC16. */
function isStellar(address: string): boolean {
  const bytes = attempt(() => base32nopad.decode(address));
  if (!bytes || bytes.length !== 35 || bytes[0] !== 6 << 3) return false;
  const crc = crc16xmodem(bytes.slice(0, 33));
  return bytes[33] === (crc & 0xff) && bytes[34] === crc >> 8;
}

/** Cardano Shelley mainnet address: bech32 'addr', header network id 1, length matching its type. */
function isCardano(address: string): boolean {
  if (!address.startsWith('addr1')) return false;
  const decoded = attempt(() => bech32.decode(address as `addr1${string}`, 1023));
  const bytes = decoded && attempt(() => bech32.fromWords(decoded.words));
  if (!bytes || (bytes[0] & 0x0f) !== 1) return false;
  const type = bytes[0] >> 4;
  if (type <= 3) return bytes.length === 57;
  if (type === 4) return bytes.length > 29 && bytes.length <= 45;
  return (type === 6 || type === 7) && bytes.length === 29;
}

/** Cosmos Hub: bech32 'cosmos' of a 20-byte account (or 32-byte module/interchain account). */
function isCosmos(address: string): boolean {
  if (!address.startsWith('cosmos1')) return false;
  const decoded = attempt(() => bech32.decode(address as `cosmos1${string}`));
  const bytes = decoded && attempt(() => bech32.fromWords(decoded.words));
  return bytes !== undefined && (bytes.length === 20 || bytes.length === 32);
}

/** Every address format a seeded network uses, with the check that proves an address is well formed. */
export const addressChecks: Record<AddressFormat, (address: string) => boolean> = {
  bitcoin: isBitcoin,
  evm: isEvm,
  // Tron: base58check of 21 bytes starting with 0x41 (addresses begin with T).
  tron: (a) => versionedBase58(a, [0x41]),
  // Solana: a 32-byte ed25519 public key in base58 (Solana addresses carry no checksum).
  solana: (a) => a.length >= 32 && a.length <= 44 && attempt(() => base58.decode(a))?.length === 32,
  // Litecoin: L… (0x30), M… (0x32), legacy 3… (0x05) or segwit ltc1….
  litecoin: (a) => versionedBase58(a, [0x30, 0x32, 0x05]) || isSegwit(a, 'ltc'),
  // Dogecoin: D… (0x1e) or 9…/A… (0x16).
  dogecoin: (a) => versionedBase58(a, [0x1e, 0x16]),
  xrp: isXrp,
  cardano: isCardano,
  polkadot: isPolkadot,
  cosmos: isCosmos,
  stellar: isStellar,
};
