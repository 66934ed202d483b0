// The layout of every list screen (UX.md): the search box first, then the filters, the Export
// menu and the primary "New ..." button, then the table. The screen title is the app bar's h1.
// The controls are marked data-no-print: a screen with a print layout leaves them off paper.
//
//   <ListPage
//     search={<SearchBox ... />}
//     filters={<><FilterSelect ... /><FilterSelect ... /></>}
//     actions={<ExportMenu ... />}
//     primaryAction={canWrite(role, 'villages') ? <Button component={RouterLink} to={...}>New village</Button> : null}
//   >
//     <DataTable ... />
//   </ListPage>
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export function ListPage({
  search,
  filters,
  actions,
  primaryAction,
  children,
}: {
  search?: ReactNode;
  filters?: ReactNode;
  actions?: ReactNode;
  primaryAction?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
        data-no-print
      >
        {search}
        {filters}
        <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions}
          {primaryAction}
        </Stack>
      </Stack>
      {children}
    </Paper>
  );
}
