// /edrocks/tools: import students or sponsors from a CSV or Excel file, and the way to the
// agreement texts (edited on the Agreements screen). Choose what to import,
// download the template, pick the file: the server checks every row (nothing saved) and the
// screen shows each row's problems. "Import N rows" is enabled only for a clean file, behind a
// confirmation; the import sends the same file again and saves all rows or none.
import Stack from '@mui/material/Stack';
import { AgreementTextsTool } from '../components/agreement-texts-tool';
import { ImportTool } from '../components/import-tool';

export default function ToolsRoute() {
  return (
    <Stack spacing={3}>
      <ImportTool />
      <AgreementTextsTool />
    </Stack>
  );
}
