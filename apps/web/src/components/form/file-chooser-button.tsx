// A button that opens the system's file chooser: the real <input type="file"> stays hidden (it
// cannot be styled) and the button clicks it. The input is emptied after each choice, so that
// choosing the same file again (after a refusal or a removal) is a change too.
import { useRef, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

export interface FileChooserButtonProps extends Pick<
  ButtonProps,
  'variant' | 'startIcon' | 'disabled' | 'loading' | 'sx'
> {
  /** The input's accept attribute, e.g. from acceptAttribute(UPLOAD_EXTENSIONS). */
  accept: string;
  /** The id of the words that say which files are accepted, read with the chooser. */
  describedBy?: string;
  onFile: (file: File) => void;
  /** The hidden input's test id: tests hand it a file as the chooser would. */
  inputTestId?: string;
  children: ReactNode;
}

export function FileChooserButton({
  accept,
  describedBy,
  onFile,
  inputTestId,
  children,
  variant = 'outlined',
  sx = { minHeight: 44 },
  ...buttonProps
}: FileChooserButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
        data-testid={inputTestId}
      />
      <Button variant={variant} sx={sx} onClick={() => input.current?.click()} {...buttonProps}>
        {children}
      </Button>
    </>
  );
}
