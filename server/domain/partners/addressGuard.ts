import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

/** What a webhook endpoint may be, besides a public https address (config.webhooks). */
export interface AddressRules {
  /** Development and tests: http and https to loopback addresses (127.0.0.0/8, ::1, localhost). */
  allowLoopback: boolean;
  /** CIDRs allowed although private (e.g. a partner's receiver on a VPN): '10.1.2.0/24'. */
  allowNetworks: string[];
}

/** Loopback, private, link-local (with the cloud metadata address 169.254.169.254), and other non-public ranges. */
const RESERVED: Array<[string, number, 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const reserved = new BlockList();
for (const [network, prefix, type] of RESERVED) reserved.addSubnet(network, prefix, type);
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

function allowedList(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network, prefix] = cidr.split('/');
    const type = familyOf(network);
    list.addSubnet(network, prefix === undefined ? (type === 'ipv6' ? 128 : 32) : Number(prefix), type);
  }
  return list;
}

export const isLoopback = (address: string) => loopback.check(unmapped(address), familyOf(unmapped(address)));

/** Why an address may not be delivered to; undefined when it may. */
export function refusedAddress(address: string, rules: AddressRules): string | undefined {
  const ip = unmapped(address);
  const type = familyOf(ip);
  if (rules.allowLoopback && loopback.check(ip, type)) return undefined;
  if (rules.allowNetworks.length > 0 && allowedList(rules.allowNetworks).check(ip, type)) return undefined;
  if (reserved.check(ip, type))
    return `address ${ip} is in a private, loopback, link-local or reserved range`;
  return undefined;
}

/** A webhook URL's problem before any address is looked up: scheme, credentials, port. */
export function refusedUrl(raw: string, rules: AddressRules): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol !== 'http:') return 'https only';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackHost = host === 'localhost' || (isIP(host) !== 0 && isLoopback(host));
  return rules.allowLoopback && loopbackHost ? undefined : 'https only (http only to loopback, when allowed)';
}

export interface CheckedTarget {
  url: URL;
  /** The address the connection must go to (checked; DNS is not asked again). */
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a webhook URL and checks every address it resolves to: the connection is then made to the checked
 * address only, so a name that resolves to a public address when checked and a private one a moment later
 * (DNS rebinding) reaches nothing it should not. Throws with the reason when refused.
 */
export async function checkTarget(raw: string, rules: AddressRules): Promise<CheckedTarget> {
  const problem = refusedUrl(raw, rules);
  if (problem) throw new Error(`endpoint refused: ${problem}`);
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses =
    isIP(host) !== 0
      ? [{ address: host, family: isIP(host) }]
      : await lookup(host, { all: true, verbatim: true }).catch((error: Error) => {
          throw new Error(`endpoint refused: ${host} does not resolve (${error.message.slice(0, 80)})`);
        });
  if (addresses.length === 0) throw new Error(`endpoint refused: ${host} does not resolve`);
  for (const { address } of addresses) {
    const refused = refusedAddress(address, rules);
    if (refused) throw new Error(`endpoint refused: ${refused}`);
  }
  if (url.protocol === 'http:' && !addresses.every(({ address }) => isLoopback(address))) {
    throw new Error('endpoint refused: http only to loopback');
  }
  return { url, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}
