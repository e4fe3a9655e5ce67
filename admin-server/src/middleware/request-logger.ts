import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestIdOf, serializeRequest } from '../logger.ts';

/**
 * One JSON line when a request arrives and one when it ends, both with the request id (echoed in
 * the X-Request-Id response header). The arrival line shows what is still in flight when the server
 * drains on SIGTERM or hangs.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: requestIdOf,
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    serializers: {
      req: serializeRequest,
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customReceivedObject: (req) => ({ req }),
    customReceivedMessage: () => 'request received',
    customSuccessMessage: (_req, res) => `request completed ${res.statusCode}`,
    customErrorMessage: (_req, res) => `request failed ${res.statusCode}`,
  }) as RequestHandler;
}
