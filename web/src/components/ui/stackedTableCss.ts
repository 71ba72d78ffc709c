import type { SystemStyleObject } from '@chakra-ui/react';

/** Visually hidden, yet read by assistive technology; positioned inside its table, so it cannot widen the page. */
const hidden: SystemStyleObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * Every data table is `<Table.Root className="stacked-table">` with each `Table.Cell` given its column's header as
 * `data-label` (a cell without one, such as the row's actions, spans the card). Below tablet width (Chakra's `md`, 48 rem) each row is a card and each cell a line
 * "header value", the header read from the cell's `data-label`. The markup stays a table and its header row is only
 * hidden from sight, so a screen reader still announces rows and column headers; a header that holds a control (sort
 * buttons, "select all") stays visible above the cards. Part of the global CSS every built page carries in its head
 * (theme.ts), so no route downloads it as script (decision 035).
 */
export const stackedTableCss: Record<string, SystemStyleObject> = {
  'table.stacked-table': {
    mdDown: {
      display: 'block',
      position: 'relative',
      '& thead, & thead tr': { display: 'flex', flexWrap: 'wrap', gap: '2' },
      '& thead th': hidden,
      '& thead th:has(button, input, select)': {
        position: 'static',
        width: 'auto',
        height: 'auto',
        paddingInline: '2',
        overflow: 'visible',
        clipPath: 'none',
        borderBottomWidth: '0',
      },
      '& tbody': { display: 'block' },
      '& tbody tr': { display: 'block', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', paddingBlock: '2', marginBottom: '3' },
      '& tbody td': {
        display: 'grid',
        gridTemplateColumns: 'minmax(6.5rem, 38%) minmax(0, 1fr)',
        columnGap: '3',
        alignItems: 'baseline',
        textAlign: 'start',
        borderBottomWidth: '0',
        paddingBlock: '1',
        overflowWrap: 'anywhere',
        // Chakra's Table.ScrollArea keeps a wide table's lines whole (nowrap); a card's lines wrap at its edge.
        whiteSpace: 'normal',
      },
      '& tbody td[data-label]::before': { content: 'attr(data-label)', fontWeight: 'semibold', color: 'fg.muted' },
      // A cell without a label (the row's actions) spans the card.
      '& tbody td:not([data-label])': { display: 'block' },
    },
  },
};
