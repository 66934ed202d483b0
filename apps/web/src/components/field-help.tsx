// A short explanation beside a field or heading whose rule is not obvious (a registration code,
// a hold, an attendance code, recommit): an info button that shows the text on hover, on
// keyboard focus and on a tap (a phone has no hover), and hides it on Escape, a second tap or a
// tap elsewhere. The text is the feature's own string; the button is named after the field.
import { useState } from 'react';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useCommonTranslation } from '../lib/i18n/common-translation';

export function FieldHelp({ field, text }: { field: string; text: string }) {
  const { t } = useCommonTranslation();
  const [isOpen, setOpen] = useState(false);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <span className="field-help">
        <Tooltip
          title={text}
          open={isOpen}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          describeChild
          arrow
        >
          <IconButton
            aria-label={t('help.moreAbout', { field })}
            onClick={() => setOpen((open) => !open)}
            sx={{ width: 44, height: 44, color: 'text.secondary' }}
            data-testid="field-help"
          >
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </span>
    </ClickAwayListener>
  );
}
