/** The line scripts/e2e-server.ts prints once every end-to-end stack serves. */
export const E2E_READY_LINE = '✓ Every end-to-end stack is serving.';
