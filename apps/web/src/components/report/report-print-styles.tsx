// A report on paper: landscape, without the app bar, the menu, the controls, the paging or
// anything else marked data-no-print; the whole grid (the box marked data-report-grid) with its
// sticky column in place and its head on every page; a part marked data-print-break starts a new
// page, and what is marked data-print-only (the line of filters) shows. ReportPage draws it.
import GlobalStyles from '@mui/material/GlobalStyles';

const GRID = '[data-report-grid]';

export function ReportPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'landscape', margin: '12mm' },
          'header, nav, .MuiDrawer-root, [data-no-print], button, a.MuiButton-root': {
            display: 'none !important',
          },
          'main, main > *': { padding: '0 !important', margin: '0 !important' },
          '.sh-bar-space': { display: 'none !important' },
          body: { background: '#fff !important' },
          '.MuiPaper-root, .ls-card': { boxShadow: 'none !important', border: 'none !important' },
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
