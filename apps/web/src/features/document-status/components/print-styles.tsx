// On paper: the legend and the whole grid, landscape, without the app bar, the menu, the
// controls, the selection column or the paging; the grid's sticky column stays in place.
import GlobalStyles from '@mui/material/GlobalStyles';

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
          '[data-testid="document-status-grid"]': { overflow: 'visible !important' },
          '[data-testid="document-status-grid"] th, [data-testid="document-status-grid"] td': {
            position: 'static !important',
            fontSize: '9pt',
            padding: '2px 4px',
            breakInside: 'avoid',
          },
          '[data-testid="document-status-grid"] tr': { breakInside: 'avoid' },
          '[data-testid="document-status-grid"] thead': { display: 'table-header-group' },
          '.MuiTableSortLabel-icon': { display: 'none !important' },
          '[data-print-only]': { display: 'block !important' },
        },
      }}
    />
  );
}
