// The Help page's search box. What is typed goes to the address (`?q=`) a moment after the
// last key, so that the results survive a reload or a shared link, and a search is not asked for
// on every key.
import { useEffect, useRef, useState } from 'react';
import TextField from '@mui/material/TextField';
import { HELP_QUERY_MAX_LENGTH } from '@portal/shared';
import { useHelpTranslation } from '../i18n';

const TYPING_PAUSE_MS = 300;

export function HelpSearchField({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useHelpTranslation();
  const [text, setText] = useState(q);
  const sent = useRef(q);

  // The address changed on its own (back, a link): the box follows it. Not when the change is
  // this box's own search, which may arrive while more is being typed.
  useEffect(() => {
    if (q !== sent.current) setText(q);
    sent.current = q;
  }, [q]);

  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text.trim());
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <div role="search" className="hp-search">
      <TextField
        type="search"
        fullWidth
        label={t('help.searchLabel')}
        placeholder={t('help.searchPlaceholder')}
        helperText={t('help.searchHint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          sent.current = text.trim();
          onSearch(text.trim());
        }}
        slotProps={{
          htmlInput: { maxLength: HELP_QUERY_MAX_LENGTH, 'data-testid': 'help-search' },
        }}
      />
    </div>
  );
}
