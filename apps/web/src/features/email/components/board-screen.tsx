// /edrocks/email/board ("Board", the super admin's): the board members and the monthly
// programme report sent to them.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { BoardMembers } from './board-members';
import { BoardReportSettingsPanel } from './board-report-settings';
import { EmailSectionScreen } from './email-tabs';

export function BoardScreen() {
  return (
    <EmailSectionScreen current="board">
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <BoardMembers />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <BoardReportSettingsPanel />
        </Paper>
      </Stack>
    </EmailSectionScreen>
  );
}
