import TableContainer from '@mui/material/TableContainer';
import type { Theme } from '@mui/material/styles';
import { DataTable } from '../../../components/DataTable';
import type { Catch } from '../types';
import { weightText } from '../weight-text';
import { CatchThumbnail, THUMB_WIDTH } from './CatchThumbnail';

interface Props {
  catches: Catch[];
  onOpenPhoto: (fish: Catch) => void;
}

const phone = (theme: Theme) => theme.breakpoints.down('md');

/**
 * The table of docs/product-spec.md §2 on wide screens. Under 768 px each row stacks as a card (photo beside the
 * member, fish, weight and water) with CSS alone, so the page never scrolls sideways and the
 * markup stays one accessible table.
 */
export function CatchTable({ catches, onOpenPhoto }: Props) {
  return (
    <TableContainer>
      <DataTable
        label="Member catches"
        size="medium"
        rows={catches}
        rowKey={(fish) => fish.id}
        columns={[
          {
            header: 'Photo',
            className: 'photo',
            render: (fish) => <CatchThumbnail fish={fish} onOpen={onOpenPhoto} />,
          },
          { header: 'Catch Location', className: 'water', render: (fish) => fish.catchLocation },
          { header: 'Member Name', className: 'member', render: (fish) => fish.memberName },
          { header: 'Fish Type', className: 'fish', render: (fish) => fish.fishType },
          {
            header: 'Fish Weight',
            className: 'weight',
            render: (fish) => weightText(fish.fishLbs, fish.fishOz),
          },
        ]}
        sx={(theme) => ({
          [phone(theme)]: {
            display: 'block',
            '& thead': {
              // Kept for screen readers, hidden from view.
              position: 'absolute',
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            },
            '& tbody': { display: 'block' },
            '& tbody tr': {
              display: 'grid',
              gridTemplateColumns: `${THUMB_WIDTH}px minmax(0, 1fr)`,
              columnGap: 1.5,
              alignContent: 'start',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            },
            '& tbody td': {
              display: 'block',
              border: 0,
              p: 0,
              overflowWrap: 'anywhere',
            },
            '& td.photo': { gridRow: 'span 4' },
            '& td.member': { order: 1, fontWeight: 600 },
            '& td.fish': { order: 2 },
            '& td.weight': { order: 3 },
            '& td.water': { order: 4, color: 'text.secondary' },
          },
        })}
      />
    </TableContainer>
  );
}
