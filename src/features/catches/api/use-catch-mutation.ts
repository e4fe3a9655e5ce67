import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A catch write as the admin screens run it (approve, delete, delete many): afterwards, whether
 * it succeeded or not (a delete of many may fail part-way), the catch lists, the public one
 * included (['catches']), and the club records (['records']) are read again.
 */
export function useCatchMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['catches'] }),
        queryClient.invalidateQueries({ queryKey: ['records'] }),
      ]),
  });
}
