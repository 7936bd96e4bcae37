import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, or an IPv4 loopback address written as IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped) return loopback.check(mapped, 'ipv4');
  if (isIPv4(address)) return loopback.check(address, 'ipv4');
  return isIPv6(address) && loopback.check(address, 'ipv6');
}

/**
 * Whether a request comes from the machine the gateway runs on: the TCP peer (the socket, which no header
 * can change) is a loopback address. A header can only take that away, never grant it: a proxy on this
 * machine that names another client (X-Forwarded-For, X-Real-IP, Forwarded) passes on someone else's request.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress)) return false;
  if (request.headers.forwarded !== undefined) return false;
  const named = [request.headers['x-forwarded-for'], request.headers['x-real-ip']]
    .flat()
    .filter((value): value is string => value !== undefined)
    .flatMap((value) => value.split(','))
    .map((address) => address.trim());
  return named.every(isLoopback);
}
