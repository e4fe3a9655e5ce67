import type { ErrorRequestHandler } from 'express';
import { HttpError } from '../http-error.ts';

/** The one error handler: a JSON { error } with a status, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof HttpError) {
    res.status(error.status).json({ error: error.message });
    return;
  }
  // body-parser's errors (bad JSON, body too large) carry their own 4xx status.
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({
      error:
        status === 413
          ? 'Request body too large.'
          : 'Malformed request body: it must be a JSON object.',
    });
    return;
  }
  // The detail goes to the operator's log, with the request id; the caller gets a plain sentence.
  req.log.error({ err: error }, 'unhandled admin server error');
  res.status(500).json({ error: 'The admin server failed to complete the request.' });
};
