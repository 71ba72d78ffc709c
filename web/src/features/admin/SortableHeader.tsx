import { Button, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Whether the table is sorted by this column, and how. */
  active: boolean;
  descending: boolean;
  onSort: () => void;
}

/** A column header that sorts the table; `aria-sort` tells screen readers the current order. */
export function SortableHeader({ children, active, descending, onSort }: Props) {
  return (
    <Table.ColumnHeader aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <Button variant="plain" size="sm" px="0" fontWeight="semibold" onClick={onSort}>
        {children}
        <span aria-hidden="true">{active ? (descending ? ' ▼' : ' ▲') : ' ↕'}</span>
      </Button>
    </Table.ColumnHeader>
  );
}
