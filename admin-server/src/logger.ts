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

/** Cloud Error Reporting groups a log line as an error when it carries this type (or a stack). */
export const REPORTED_ERROR_EVENT =
  'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';

const SERVICE = 'pac-admin-server';

/**
 * A line that carries an error (`err`, as pino's convention) in the shape Error Reporting reads
 * (https://cloud.google.com/error-reporting/docs/formatting-error-messages): the stack at the top
 * level as `stack_trace`, `@type` ReportedErrorEvent and the service's name, so a failure shows in
 * Error Reporting and its alerts, not only in a log nobody reads. pino still writes `err` too.
 */
export function errorReportingFields(object: Record<string, unknown>): Record<string, unknown> {
  const err = object.err;
  if (!err || typeof err !== 'object') return object;
  const { stack, message } = err as { stack?: unknown; message?: unknown };
  const trace =
    typeof stack === 'string' && stack
      ? stack
      : `Error: ${typeof message === 'string' ? message : String(err)}`;
  return {
    ...object,
    '@type': REPORTED_ERROR_EVENT,
    serviceContext: { service: SERVICE },
    stack_trace: trace,
  };
}

/** JSON lines on stdout (or `destination`), the format Cloud Logging and log shippers read. */
export function createLogger(
  options: { level?: string; destination?: DestinationStream } = {},
): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: SERVICE },
      // Cloud Logging takes `message` as the line's text.
      messageKey: 'message',
      // Cloud Logging reads `severity`; the label is also easier to grep than pino's numbers.
      formatters: {
        level: (label) => ({ level: label, severity: label.toUpperCase() }),
        log: errorReportingFields,
      },
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
