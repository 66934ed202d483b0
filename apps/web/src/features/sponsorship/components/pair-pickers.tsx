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

export function StudentPicker({
  options,
  isLoading,
  value,
  onChange,
  onSearch,
}: PickerProps<PairStudent>) {
  const { t } = useSponsorshipTranslation();
  const places = (option: PairStudent) =>
    t('sponsorship.pair.places', { count: option.sponsorCount, max: MAX_SPONSORS_PER_STUDENT });
  return (
    <Autocomplete
      options={withChosen<PairStudent>(options, value)}
      loading={isLoading}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') onSearch(text);
      }}
      filterOptions={(shown) => shown}
      getOptionLabel={pairStudentName}
      getOptionDisabled={(option) => option.sponsorCount >= MAX_SPONSORS_PER_STUDENT}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={(optionProps, option) => (
        <li {...optionProps} key={option.id}>
          {pairStudentName(option)} · {option.village.name} · {places(option)}
        </li>
      )}
      noOptionsText={t('sponsorship.pair.noStudents')}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="normal"
          label={t('sponsorship.fields.student')}
          helperText={value ? places(value) : t('sponsorship.pair.studentHelp')}
          required
        />
      )}
    />
  );
}

export function SponsorPicker({
  options,
  isLoading,
  value,
  onChange,
  onSearch,
}: PickerProps<PairSponsor>) {
  const { t } = useSponsorshipTranslation();
  return (
    <Autocomplete
      options={withChosen<PairSponsor>(options, value)}
      loading={isLoading}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') onSearch(text);
      }}
      filterOptions={(shown) => shown}
      getOptionLabel={(option) => option.fullName}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={(optionProps, option) => (
        <li {...optionProps} key={option.id}>
          {option.fullName} · {option.schoolName}
        </li>
      )}
      noOptionsText={t('sponsorship.pair.noSponsors')}
      renderInput={(params) => (
        <TextField {...params} margin="normal" label={t('sponsorship.fields.sponsor')} required />
      )}
    />
  );
}
