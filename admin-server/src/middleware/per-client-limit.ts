import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';

/**
 * A limit on requests per client within a window, announced in the draft-8 RateLimit headers.
 * Counted by the client's address (IPv6 by /56); requests that arrive without one (over a local
 * socket, as in the Functions emulator) share one count instead of failing.
 */
export function perClientLimit(options: Pick<Options, 'windowMs' | 'limit' | 'handler'>) {
  return rateLimit({
    ...options,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => (req.ip ? ipKeyGenerator(req.ip) : 'no-client-address'),
  });
}
