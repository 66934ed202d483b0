// The filters above the students a sponsor may choose: village, grade, gender and age range.
import Stack from '@mui/material/Stack';
import { GENDERS, GRADES } from '@portal/shared';
import { FilterSelect } from '../../../components/data-table/list-filters';
import { placeOption } from '../../../components/data-table';
import { useLists } from '../../../lib/get-lists';
import { lookupLabel } from '../../../lib/lookups';
import { useSponsorshipTranslation } from '../i18n';
import type { SponsorableSearch } from './use-sponsorable-search';

const AGE_OPTIONS = [
  { value: '0-5', label: '0-5' },
  { value: '6-9', label: '6-9' },
  { value: '10-13', label: '10-13' },
  { value: '14-30', label: '14+' },
];

export function SponsorableFilters({
  filters,
  setFilter,
}: Pick<SponsorableSearch, 'filters' | 'setFilter'>) {
  const { t } = useSponsorshipTranslation();
  const lookups = useLists();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <FilterSelect
        name="villageId"
        label={t('sponsorship.fields.village')}
        value={filters.villageId}
        onChange={setFilter.villageId}
        options={(lookups.data?.villages ?? []).map(placeOption)}
      />
      <FilterSelect
        name="grade"
        label={t('sponsorship.fields.grade')}
        value={filters.grade}
        onChange={setFilter.grade}
        options={GRADES.map((code) => ({
          value: code,
          label: lookupLabel(t, 'grades', { code, name: code }),
        }))}
      />
      <FilterSelect
        name="gender"
        label={t('sponsorship.fields.gender')}
        value={filters.gender}
        onChange={setFilter.gender}
        options={GENDERS.map((code) => ({
          value: code,
          label: lookupLabel(t, 'genders', { code, name: code }),
        }))}
      />
      <FilterSelect
        name="age"
        label={t('sponsorship.fields.age')}
        value={filters.ages}
        onChange={setFilter.ages}
        options={AGE_OPTIONS}
      />
    </Stack>
  );
}
