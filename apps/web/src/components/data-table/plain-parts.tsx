// What the list's plain elements share (the table's head, the pager, the filters): MUI's look
// without its components (decision 006).
import type { Theme } from '@mui/material/styles';

/** A Material icon drawn from its path (24 x 24), hidden from screen readers. */
export function PlainIcon({
  path,
  className,
  ...data
}: {
  path: string;
  className?: string;
} & { [attribute: `data-${string}`]: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...data}>
      <path d={path} />
    </svg>
  );
}

/** MUI's IconButton on a plain `<button>`: round, the theme's 44 px target (lib/theme.ts). */
export function iconButtonStyles(theme: Theme) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    p: 0,
    border: 0,
    borderRadius: '50%',
    color: theme.palette.action.active,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    '&:hover:not(:disabled)': { backgroundColor: theme.palette.action.hover },
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default' },
  } as const;
}
