// A screened text (a letter, a donation page's words) with the screening's matches marked
// (<mark>), each followed by its kind in words for screen readers (colour is never the only
// sign). Offsets are UTF-16, end exclusive, as the server gives them; overlapping matches are
// marked once.
import { Fragment } from 'react';
import type { ScreeningMatch } from '@portal/shared';
import visuallyHidden from '@mui/utils/visuallyHidden';

export interface TextPart {
  text: string;
  match?: ScreeningMatch;
}

/** Splits text into plain parts and matched parts, in order. */
export function splitByMatches(text: string, matches: readonly ScreeningMatch[]): TextPart[] {
  const sorted = [...matches]
    .filter((match) => match.start >= 0 && match.end > match.start && match.start < text.length)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const match of sorted) {
    if (match.start < cursor) continue;
    const end = Math.min(match.end, text.length);
    if (match.start > cursor) parts.push({ text: text.slice(cursor, match.start) });
    parts.push({ text: text.slice(match.start, end), match });
    cursor = end;
  }
  if (cursor < text.length || parts.length === 0) parts.push({ text: text.slice(cursor) });
  return parts;
}

export function HighlightedText({
  text,
  matches,
  kindLabel,
}: {
  text: string;
  matches: readonly ScreeningMatch[];
  kindLabel: (match: ScreeningMatch) => string;
}) {
  return (
    <>
      {splitByMatches(text, matches).map((part, index) =>
        part.match ? (
          <Fragment key={index}>
            <mark data-kind={part.match.kind}>{part.text}</mark>
            <span style={visuallyHidden}> ({kindLabel(part.match)})</span>
          </Fragment>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
