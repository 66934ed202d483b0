// The list of languages opened by <LanguageSwitch/>. Brings its own theme: on the public pages
// nothing above it provides one.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ThemeProvider } from '@mui/material/styles';
import { LANGUAGES, type Language } from '@portal/shared';
import { theme } from '../lib/theme';

/** Each language named in itself, so a reader finds theirs whatever the page's language. */
const NATIVE_NAMES: Record<Language, string> = { 'en-US': 'English', 'es-CO': 'Español' };

export default function LanguageMenu({
  anchorEl,
  open,
  current,
  onSelect,
  onClose,
}: {
  anchorEl: HTMLElement | null;
  open: boolean;
  current: Language;
  onSelect: (language: Language) => void;
  onClose: () => void;
}) {
  return (
    <ThemeProvider theme={theme}>
      <Menu
        id="language-menu"
        anchorEl={anchorEl}
        open={open && anchorEl !== null}
        onClose={onClose}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            aria-current={language === current ? 'true' : undefined}
            onClick={() => onSelect(language)}
            data-testid={`language-${language}`}
          >
            {NATIVE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </ThemeProvider>
  );
}
