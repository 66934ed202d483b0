// The controls above a list: the search box (first, UX.md) and filter selects.
//
//   <SearchBox label={t('places.search')} value={list.searchInput} onChange={list.setSearchInput} />
//   <FilterSelect label={t('places.fields.enabled')} value={list.filters.enabled}
//     onChange={(v) => list.setFilter('enabled', v)} options={[{ value: 'true', label: t('table.yes') }, ...]} />
//
// Drawn as MUI's small outlined fields with their label on the border, but with plain elements
// styled by one rule set: a list screen's search box and five filters were about 60 MUI
// components; leaving them out took a fifth of the screen's JavaScript at load (bench/RESULTS.md).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { SEARCH_MAX_LENGTH } from '@portal/shared';
import { iconButtonStyles, PlainIcon } from './plain-parts';
import { FOCUS_OUTLINE } from '../../lib/theme';
import ARROW_DROP_DOWN_PATH from 'virtual:icon-path/ArrowDropDown';
import CLEAR_PATH from 'virtual:icon-path/Clear';
import SEARCH_PATH from 'virtual:icon-path/Search';

/** Class names of the controls' parts, styled by `controlStyles`. */
const PART = {
  search: 'ListControl-search',
  icon: 'ListControl-icon',
  clear: 'ListControl-clear',
} as const;

/** Material's icons, drawn as plain <svg> (icon-path-plugin.ts). */
const ICON_PATHS = { search: SEARCH_PATH, clear: CLEAR_PATH, arrow: ARROW_DROP_DOWN_PATH } as const;

/**
 * A small outlined field as MUI draws one: the border is a fieldset whose legend holds the
 * label's text unseen, which leaves the gap the label sits in on any background.
 */
const controlStyles: SxProps<Theme> = (theme) => ({
  ...theme.typography.body1,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: `${theme.shape.borderRadius}px`,
  color: theme.palette.text.primary,
  '& > label': {
    position: 'absolute',
    top: 0,
    left: 14,
    zIndex: 1,
    maxWidth: 'calc(100% - 28px)',
    transform: 'translateY(-50%)',
    fontSize: theme.typography.pxToRem(12),
    lineHeight: 1.2,
    color: theme.palette.text.secondary,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    pointerEvents: 'none',
  },
  '&:focus-within > label': { color: theme.palette.primary.main },
  '& input, & select': {
    font: 'inherit',
    color: 'inherit',
    width: '100%',
    minWidth: 0,
    // The theme's 44 px targets (lib/theme.ts).
    minHeight: 44,
    m: 0,
    py: 0,
    pl: '14px',
    pr: '36px',
    border: 0,
    borderRadius: 'inherit',
    backgroundColor: 'transparent',
    appearance: 'none',
    outline: 'none',
    textOverflow: 'ellipsis',
  },
  '& select': { cursor: 'pointer' },
  '& > fieldset': {
    position: 'absolute',
    inset: '-5px 0 0',
    m: 0,
    px: '8px',
    py: 0,
    minWidth: 0,
    border: '1px solid rgba(0, 0, 0, 0.23)',
    borderRadius: 'inherit',
    overflow: 'hidden',
    pointerEvents: 'none',
  },
  '& > fieldset > legend': {
    display: 'block',
    width: 'auto',
    maxWidth: '100%',
    height: 11,
    p: 0,
    fontSize: '0.75em',
    whiteSpace: 'nowrap',
    visibility: 'hidden',
    overflow: 'hidden',
  },
  '& > fieldset > legend > span': { display: 'inline-block', px: '5px' },
  '&:hover > fieldset': { borderColor: theme.palette.text.primary },
  // MUI's focused outline: the border in the primary colour, two pixels wide.
  '&:focus-within > fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  [`&.${PART.search} input`]: { pl: '40px' },
  // The clear button below replaces the browser's own.
  '& input::-webkit-search-cancel-button': { appearance: 'none' },
  [`& .${PART.icon}`]: {
    position: 'absolute',
    width: 20,
    height: 20,
    fill: theme.palette.text.secondary,
    pointerEvents: 'none',
  },
  [`&.${PART.search} .${PART.icon}`]: { left: 14 },
  [`& select + .${PART.icon}`]: { right: 8, width: 24, height: 24 },
  [`& .${PART.clear}`]: {
    ...iconButtonStyles(theme),
    position: 'absolute',
    right: 0,
    zIndex: 1,
    '&:focus-visible': { outline: FOCUS_OUTLINE, outlineOffset: -3 },
    '& svg': { width: 20, height: 20, fill: 'currentColor' },
  },
});

/** The border with the label's gap (the legend's text is never shown, nor read out). */
function Outline({ label }: { label: string }) {
  return (
    <fieldset aria-hidden="true">
      <legend>
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}

const searchStyles: SxProps<Theme> = [
  controlStyles,
  (theme) => ({
    minWidth: '100%',
    flex: '1 1 100%',
    [theme.breakpoints.up('sm')]: { minWidth: 280, flex: '0 1 320px' },
  }),
];

const selectStyles: SxProps<Theme> = [
  controlStyles,
  (theme) => ({
    minWidth: 0,
    maxWidth: '100%',
    flex: '1 1 140px',
    [theme.breakpoints.up('sm')]: { minWidth: 160, flex: '0 0 auto' },
  }),
];

export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box sx={searchStyles} className={PART.search}>
      <label htmlFor={id}>{label}</label>
      <PlainIcon path={ICON_PATHS.search} className={PART.icon} />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        data-testid="list-search"
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className={PART.clear}
          aria-label={t('table.clearSearch')}
          onClick={() => onChange('')}
        >
          <PlainIcon path={ICON_PATHS.clear} />
        </button>
      ) : null}
      <Outline label={label} />
    </Box>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled native select; the empty choice ("All") clears the filter. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
  name,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: FilterOption[];
  /** The clearing choice's text; "All" when omitted. */
  allLabel?: string;
  /** The select's name attribute. */
  name?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box sx={selectStyles}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{allLabel ?? t('table.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <PlainIcon path={ICON_PATHS.arrow} className={PART.icon} />
      <Outline label={label} />
    </Box>
  );
}

/** Yes/No options for boolean filters ("true"/"false" in the URL and the API). */
export function useYesNoOptions(): FilterOption[] {
  const { t } = useTranslation();
  return [
    { value: 'true', label: t('table.yes') },
    { value: 'false', label: t('table.no') },
  ];
}

/** A filter choice for a record of the lookup lists (a school, a village, a country). */
export function placeOption(record: { id: number; name: string }): FilterOption {
  return { value: String(record.id), label: record.name };
}
