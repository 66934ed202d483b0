// What the list's plain elements share (the table's head, the pager, the filters): MUI's look
// without its components (decision 006), styled by styles/lists.css.
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
