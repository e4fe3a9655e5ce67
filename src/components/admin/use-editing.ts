import { useState } from 'react';

/** Which thing a create/edit dialog is open for: none (closed), a new one, or `item`. */
export function useEditing<T>() {
  const [state, setState] = useState<{ item?: T } | null>(null);
  return {
    open: state !== null,
    item: state?.item,
    create: () => setState({}),
    edit: (item: T) => setState({ item }),
    close: () => setState(null),
  };
}
