/**
 * Stand-ins for a TanStack Query hook's result, for component tests that replace a feature's data
 * hook to test the component's own rendering. The hooks' real queries are tested against the
 * emulators in the *.int.test.ts files.
 */
import type { UseQueryResult } from '@tanstack/react-query';

type Result<T> = UseQueryResult<T, Error>;

export const queryResult = {
  pending: <T>() =>
    ({
      isPending: true,
      isError: false,
      isSuccess: false,
      status: 'pending',
      data: undefined,
    }) as unknown as Result<T>,
  success: <T>(data: T) =>
    ({
      isPending: false,
      isError: false,
      isSuccess: true,
      status: 'success',
      data,
    }) as unknown as Result<T>,
  error: <T>(error = new Error('offline')) =>
    ({
      isPending: false,
      isError: true,
      isSuccess: false,
      status: 'error',
      error,
      data: undefined,
    }) as unknown as Result<T>,
};
