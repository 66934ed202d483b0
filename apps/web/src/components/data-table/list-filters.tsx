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
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { SEARCH_MAX_LENGTH } from '@portal/shared';
import { PlainIcon } from './plain-parts';
import ARROW_DROP_DOWN_PATH from 'virtual:icon-path/ArrowDropDown';
import CLEAR_PATH from 'virtual:icon-path/Clear';
import SEARCH_PATH from 'virtual:icon-path/Search';

/** Material's icons, drawn as plain <svg> (icon-path-plugin.ts). */
const ICON_PATHS = { search: SEARCH_PATH, clear: CLEAR_PATH, arrow: ARROW_DROP_DOWN_PATH } as const;

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

export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useCommonTranslation();
  const id = useId();
  return (
    <div className="ls-control ls-control--search">
      <label htmlFor={id}>{label}</label>
      <PlainIcon path={ICON_PATHS.search} className="ls-control__icon" />
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
          className="ls-icon-button ls-control__clear"
          aria-label={t('table.clearSearch')}
          onClick={() => onChange('')}
        >
          <PlainIcon path={ICON_PATHS.clear} />
        </button>
      ) : null}
      <Outline label={label} />
    </div>
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
  const { t } = useCommonTranslation();
  const id = useId();
  return (
    <div className="ls-control ls-control--select">
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
      <PlainIcon path={ICON_PATHS.arrow} className="ls-control__icon" />
      <Outline label={label} />
    </div>
  );
}

/** Yes/No options for boolean filters ("true"/"false" in the URL and the API). */
export function useYesNoOptions(): FilterOption[] {
  const { t } = useCommonTranslation();
  return [
    { value: 'true', label: t('table.yes') },
    { value: 'false', label: t('table.no') },
  ];
}

/** A filter choice for a record of the lookup lists (a school, a village, a country). */
export function placeOption(record: { id: number; name: string }): FilterOption {
  return { value: String(record.id), label: record.name };
}

/** A filter whose choices are records by id and name (a year, a school, a village). */
export function recordFilter<Filter extends string>(
  name: Filter,
  label: string,
  records: Array<{ id: number; name: string }> | undefined,
): { name: Filter; label: string; options: FilterOption[] } {
  return { name, label, options: (records ?? []).map(placeOption) };
}
