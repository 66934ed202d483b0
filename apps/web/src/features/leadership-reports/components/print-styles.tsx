// On paper: the chart, its numbers, the legend and the whole grid, landscape, without the app
// bar, the menu, the controls or the paging; the grid's sticky column stays in place.
import GlobalStyles from '@mui/material/GlobalStyles';

const GRID = '[data-report-grid]';

export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'landscape', margin: '12mm' },
          'header, nav, .MuiDrawer-root, .MuiAppBar-root, [data-no-print], button, a.MuiButton-root':
            { display: 'none !important' },
          'main, main > *': { padding: '0 !important', margin: '0 !important' },
          'main > .MuiToolbar-root': { display: 'none !important' },
          body: { background: '#fff !important' },
          '.MuiPaper-root': { boxShadow: 'none !important', border: 'none !important' },
          [GRID]: { overflow: 'visible !important' },
          [`${GRID} th, ${GRID} td`]: {
            position: 'static !important',
            fontSize: '9pt',
            padding: '2px 4px',
            breakInside: 'avoid',
          },
          [`${GRID} tr`]: { breakInside: 'avoid' },
          [`${GRID} thead`]: { display: 'table-header-group' },
          '[data-print-break]': { breakBefore: 'page' },
          '.MuiTableSortLabel-icon': { display: 'none !important' },
          '[data-print-only]': { display: 'block !important' },
        },
      }}
    />
  );
}
