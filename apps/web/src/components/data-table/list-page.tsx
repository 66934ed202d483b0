// The layout of every list screen (UX.md): the search box first, then the filters, the Export
// menu and the primary "New ..." button, then the table. The screen title is the app bar's h1.
// The controls are marked data-no-print: a screen with a print layout leaves them off paper.
// Plain elements styled by styles/lists.css (MUI's outlined Paper, as a card).
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
    <div className="ls-card">
      <div className="ls-toolbar" data-no-print>
        {search}
        {filters}
        <div className="ls-toolbar__spacer" />
        <div className="ls-toolbar__actions">
          {actions}
          {primaryAction}
        </div>
      </div>
      {children}
    </div>
  );
}
