// The submit button of a form: busy (and not clickable twice) while saving.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';

export function SubmitButton({
  busy,
  children,
  fullWidth = false,
}: {
  busy: boolean;
  children: ReactNode;
  fullWidth?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      loading={busy}
      aria-busy={busy}
      fullWidth={fullWidth}
      sx={{ mt: 2 }}
    >
      {children}
    </Button>
  );
}
