// The MUI theme: the device's interface font (styles/global.css says why), AA contrast,
// visible focus, 44 px targets.
import { createTheme } from '@mui/material/styles';

/**
 * The focus ring: dark on light surfaces (17:1); the app bar turns it white (styles/shell.css).
 * Same as styles/plain.css. Plain elements drawn in MUI's look use it too.
 */
export const FOCUS_OUTLINE = '3px solid #1a1c1e';

const focusRing = {
  '&.Mui-focusVisible, &:focus-visible': {
    outline: FOCUS_OUTLINE,
    outlineOffset: 2,
  },
};

export const theme = createTheme({
  palette: {
    // #1d4f91 on white is 8.4:1; white on it likewise.
    primary: { main: '#1d4f91', contrastText: '#ffffff' },
    secondary: { main: '#8a4b00', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    success: { main: '#1b6e2f' },
    // MUI's default info and warning fail AA under white text (3.9:1 and 3.4:1): darker tones.
    info: { main: '#0b5394' },
    warning: { main: '#8a4b00', contrastText: '#ffffff' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: '#1a1c1e', secondary: '#44474e' },
  },
  typography: {
    // Same stack as styles/global.css: Roboto (styles/fonts.css), then a fallback sized like it.
    fontFamily:
      'Roboto, "Roboto Fallback", system-ui, -apple-system, "Segoe UI", "Noto Sans", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 500 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false }, styleOverrides: { root: focusRing } },
    MuiButton: { styleOverrides: { root: { minHeight: 44, paddingInline: 16 } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    // Initials on the default grey fail AA: the primary colour instead (8.4:1 with white).
    MuiAvatar: {
      styleOverrides: { colorDefault: { backgroundColor: '#1d4f91', color: '#ffffff' } },
    },
    MuiListItemButton: { styleOverrides: { root: { minHeight: 44 } } },
    MuiMenuItem: { styleOverrides: { root: { minHeight: 44 } } },
    MuiLink: {
      styleOverrides: {
        root: {
          '&:focus-visible': { outline: FOCUS_OUTLINE, outlineOffset: 2, borderRadius: 2 },
        },
      },
    },
    MuiInputBase: { styleOverrides: { input: { minHeight: 24 } } },
  },
});
