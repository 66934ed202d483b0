// Whether a dialog fills the screen: on a phone it does (UX.md "Forms"), elsewhere it floats.
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export function useDialogFullScreen(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
