// The Pair dialog's two searches: a student (each option says how many of the sponsors a
// student may have they already have; a full one cannot be picked) and a sponsor (with their
// school). The chosen one stays among the options, since the field only shows an option.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { MAX_SPONSORS_PER_STUDENT } from '@portal/shared';
import { useSponsorshipTranslation } from '../i18n';
import { pairStudentName, type PairSponsor, type PairStudent } from './use-pair-form';

interface PickerProps<Option> {
  options: Option[];
  isLoading: boolean;
  value: Option | null;
  onChange: (value: Option | null) => void;
  onSearch: (text: string) => void;
}

/** The search's options, with the chosen one among them (the field shows only an option). */
function withChosen<Option extends { id: number }>(
  options: Option[],
  chosen: Option | null,
): Option[] {
  return chosen && !options.some((option) => option.id === chosen.id)
    ? [chosen, ...options]
    : options;
}

/** A required field that searches as one types and offers the search's answers to choose from. */
function SearchPicker<Option extends { id: number }>({
  options,
  isLoading,
  value,
  onChange,
  onSearch,
  label,
  helperText,
  noOptionsText,
  optionLabel,
  optionText,
  isOptionDisabled,
}: PickerProps<Option> & {
  label: string;
  helperText?: string;
  noOptionsText: string;
  /** What the field shows once the option is chosen. */
  optionLabel: (option: Option) => string;
  /** What the list of choices shows for the option. */
  optionText: (option: Option) => string;
  isOptionDisabled?: (option: Option) => boolean;
}) {
  return (
    <Autocomplete
      options={withChosen<Option>(options, value)}
      loading={isLoading}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') onSearch(text);
      }}
      filterOptions={(shown) => shown}
      getOptionLabel={optionLabel}
      getOptionDisabled={isOptionDisabled}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={(optionProps, option) => (
        <li {...optionProps} key={option.id}>
          {optionText(option)}
        </li>
      )}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField {...params} margin="normal" label={label} helperText={helperText} required />
      )}
    />
  );
}

export function StudentPicker(props: PickerProps<PairStudent>) {
  const { t } = useSponsorshipTranslation();
  const places = (option: PairStudent) =>
    t('sponsorship.pair.places', { count: option.sponsorCount, max: MAX_SPONSORS_PER_STUDENT });
  return (
    <SearchPicker
      {...props}
      label={t('sponsorship.fields.student')}
      helperText={props.value ? places(props.value) : t('sponsorship.pair.studentHelp')}
      noOptionsText={t('sponsorship.pair.noStudents')}
      optionLabel={pairStudentName}
      optionText={(option) =>
        `${pairStudentName(option)} · ${option.village.name} · ${places(option)}`
      }
      isOptionDisabled={(option) => option.sponsorCount >= MAX_SPONSORS_PER_STUDENT}
    />
  );
}

export function SponsorPicker(props: PickerProps<PairSponsor>) {
  const { t } = useSponsorshipTranslation();
  return (
    <SearchPicker
      {...props}
      label={t('sponsorship.fields.sponsor')}
      noOptionsText={t('sponsorship.pair.noSponsors')}
      optionLabel={(option) => option.fullName}
      optionText={(option) => `${option.fullName} · ${option.schoolName}`}
    />
  );
}
