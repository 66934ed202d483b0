// A part of the Edit meeting screen (the code, the details, the materials, who attended): an
// outlined section named by its heading, which sits under the screen's h2.
import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MeetingDetail } from '@portal/shared';

/** What every part of the screen is given: the meeting, and whether the caller may change it. */
export interface MeetingPartProps {
  meeting: MeetingDetail;
  canChange: boolean;
}

export function MeetingSection({
  title,
  isCompact = false,
  children,
}: {
  title: string;
  /** Less padding on a phone, for a table that needs the width. */
  isCompact?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: isCompact ? 1.5 : 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography id={titleId} variant="h6" component="h3">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
