import type { TrustProxy } from '../config';

/**
 * Fastify's form of the TRUST_PROXY setting. A hop count becomes proxy-addr's own rule (trust the first
 * N addresses walking back from the socket), written as the function Fastify's types accept.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
