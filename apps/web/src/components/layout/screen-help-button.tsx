// The "?" beside a screen's title: opens that screen's help in a dialog over it
// (components/help/screen-help-dialog.tsx), whose code loads on the first click and stays
// mounted afterwards so that it can close with its transition and give the focus back here.
import { lazy, Suspense, useState } from 'react';
import HELP_PATH from 'virtual:icon-path/HelpOutlineOutlined';
import { useCommonTranslation } from '../../lib/i18n/common-translation';

const ScreenHelpDialog = lazy(() => import('../help/screen-help-dialog'));

export function ScreenHelpButton() {
  const { t } = useCommonTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isWanted, setWanted] = useState(false);

  return (
    <>
      <button
        type="button"
        className="sh-bar__button sh-bar__help"
        aria-label={t('help.forScreen')}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="screen-help-button"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={HELP_PATH} />
        </svg>
      </button>
      {isWanted && (
        <Suspense fallback={null}>
          <ScreenHelpDialog open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
