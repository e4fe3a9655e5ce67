import type { ReactNode } from 'react';
import type { AdminColumn } from './AdminList';

/**
 * The usual columns, each showing one field of the row as it is stored, declared as
 * `{ heading: field }` in order: `fieldColumns<Member>({ Name: 'memberName', Role: 'memberRole' })`.
 * A column that formats its value, or is `long`, is an AdminColumn of its own beside them.
 */
export function fieldColumns<Row>(fields: Record<string, keyof Row & string>): AdminColumn<Row>[] {
  return Object.entries(fields).map(([header, field]) => ({
    header,
    render: (row) => row[field] as ReactNode,
  }));
}
