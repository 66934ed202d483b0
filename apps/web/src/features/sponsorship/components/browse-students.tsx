// "Sponsor a student": the filters, then the students a sponsor may choose as cards. Choosing
// one places the sponsor's hold on them.
import type { SponsorableStudent } from '@portal/shared';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { usePlaceHold } from '../api/hold';
import { useSponsorshipTranslation } from '../i18n';
import { SponsorableFilters } from './sponsorable-filters';
import { SponsorableStudentCard } from './sponsorable-student-card';
import type { ConfirmHold } from './use-confirm-hold';
import { useSponsorableSearch } from './use-sponsorable-search';

export function BrowseStudents({ confirmHold }: { confirmHold: ConfirmHold }) {
  const { t } = useSponsorshipTranslation();
  const heldId = confirmHold.current?.studentId;
  const { filters, setFilter, isFiltered, students } = useSponsorableSearch();
  const place = usePlaceHold();

  async function choose(student: SponsorableStudent) {
    try {
      await place.mutateAsync(student.id);
      notify.success(t('sponsorship.sponsor.chosen', { name: student.firstName }));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    }
  }

  return (
    <>
      <SponsorableFilters filters={filters} setFilter={setFilter} />
      {students.isPending ? (
        <LoadingSkeleton />
      ) : students.error ? (
        <ErrorState error={students.error} onRetry={() => void students.refetch()} />
      ) : students.data.items.length === 0 ? (
        <EmptyState
          message={isFiltered ? t('sponsorship.sponsor.noMatch') : t('sponsorship.sponsor.none')}
        />
      ) : (
        <CardGrid label={t('sponsorship.sponsor.listLabel')} minCardWidth={200}>
          {students.data.items.map((student) => (
            <SponsorableStudentCard
              key={student.id}
              student={student}
              isHeld={student.id === heldId}
              confirmHold={confirmHold}
              isChoosing={place.isPending}
              onChoose={choose}
            />
          ))}
        </CardGrid>
      )}
    </>
  );
}
