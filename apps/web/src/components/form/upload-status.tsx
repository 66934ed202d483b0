// Under a file chooser: how far the upload is (announced as a status) and why the file was not
// taken (an alert).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export function UploadStatus({
  isUploading,
  progress,
  uploadingLabel,
  problem,
}: {
  isUploading: boolean;
  /** From 0 to 1. */
  progress: number;
  /** E.g. "Uploading… 40%", already filled with the percent. */
  uploadingLabel: string;
  problem: string | null;
}) {
  return (
    <>
      {isUploading ? (
        <Box role="status" sx={{ mb: 1 }}>
          <Typography variant="body2">{uploadingLabel}</Typography>
          <LinearProgress variant="determinate" value={progress * 100} />
        </Box>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      ) : null}
    </>
  );
}
