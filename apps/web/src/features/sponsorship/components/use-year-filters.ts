// What the coordinators' three sponsorship lists share: the year they show (the one in the URL,
// or the available year), whether pairing is possible there (only in the available year), and
// the year, school and village filters.
import { canWrite } from '@portal/shared';
import { recordFilter } from '../../../components/data-table';
import { useLists } from '../../../lib/get-lists';
import { useSession } from '../../../lib/session';
import { useYears } from '../api/get-pairing-options';
import { useSponsorshipTranslation } from '../i18n';

export function useYearFilters(periodId: string | undefined) {
  const { t } = useSponsorshipTranslation();
  const role = useSession().userData?.role;
  const years = useYears();
  const lookups = useLists();
  const available = years.data?.items.find((year) => year.status === 'available');
  const shownYear = periodId
    ? years.data?.items.find((year) => String(year.id) === periodId)
    : available;
  const isAvailableShown = shownYear !== undefined && shownYear.id === available?.id;
  const canChange = role !== undefined && canWrite(role, 'sponsorship');
  const year = recordFilter('periodId', t('sponsorship.fields.year'), years.data?.items);
  const school = recordFilter('schoolId', t('sponsorship.fields.school'), lookups.data?.schools);
  const village = recordFilter(
    'villageId',
    t('sponsorship.fields.village'),
    lookups.data?.villages,
  );
  return {
    available,
    shownYear,
    /** Coordinators who may write pair, and only in the available year. */
    canPair: canChange && isAvailableShown,
    canChange,
    filters: { year, school, village },
  };
}
