import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Anything that may hold a credential, wherever it turns up in a log line. The request serializer
 * below never logs headers or bodies at all; this list is the second line of defence for objects
 * logged by hand (an error carrying a request, a settings object).
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.authorization',
  '*.password',
  '*.token',
  '*.idToken',
  '*.refreshToken',
  'password',
  'token',
  'idToken',
];

/** JSON lines on stdout (or `destination`), the format Cloud Logging and log shippers read. */
export function createLogger(
  options: { level?: string; destination?: DestinationStream } = {},
): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: 'pac-admin-server' },
      // Cloud Logging takes `message` as the line's text.
      messageKey: 'message',
      // Cloud Logging reads `severity`; the label is also easier to grep than pino's numbers.
      formatters: { level: (label) => ({ level: label, severity: label.toUpperCase() }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    options.destination,
  );
}

/** A caller's X-Request-Id is kept only when it is short and plain, so it cannot forge log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** What a request log line says about the request: no headers, no body, no query string. */
export function serializeRequest(req: {
  id?: unknown;
  method?: string;
  url?: string;
  remoteAddress?: string;
}) {
  return {
    id: req.id,
    method: req.method,
    // The path only: a query string could carry a token.
    path: req.url?.split('?')[0],
    remoteAddress: req.remoteAddress,
  };
}
