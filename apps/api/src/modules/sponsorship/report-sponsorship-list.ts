// The reports' sponsorship report (modules/reports), described once over the sponsorships list's
// conditions and sorts: the year's current sponsorships a coordinator reaches in the reports
// area, each row named in full (the report is for coordinators only), and the places still free
// per village (village-places.repo.ts).
import { sql } from 'drizzle-orm';
import type { SponsorshipReportRow, SponsorshipReportSortField } from '@portal/shared';
import { sponsors, students } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import { scopeCondition } from '../../lib/scopes/scope';
import { defineVisibility } from '../../lib/visibility';
import { sponsorshipConditions, sponsorshipSortKeys } from './sponsorship-list';
import {
  selectSponsorships,
  type SponsorshipRecord,
  type SponsorshipVisibility,
} from './sponsorship.repo';

/**
 * The sponsorships the reports area shows a caller: every one, or an admin's (the student's
 * village or the sponsor's school is assigned to them, as in the sponsorship area). Typed as the
 * sponsorships' visibility because it limits the same query; nobody else reaches the reports.
 */
export const sponsorshipReportVisibility = defineVisibility('sponsorship', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return sql`false`;
  return scopeCondition(auth, 'reports', {
    village: students.villageId,
    school: sponsors.schoolId,
  });
});

export interface SponsorshipReportFilters {
  periodId: number;
  sort: SponsorshipReportSortField;
  order: 'asc' | 'desc';
  q?: string | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
}

function toReportRow(row: SponsorshipRecord): SponsorshipReportRow {
  return {
    id: row.id,
    student: { id: row.studentId, fullName: `${row.studentFirstName} ${row.studentLastName}` },
    village: { id: row.villageId, name: row.villageName },
    studentSchool:
      row.studentSchoolId === null
        ? null
        : { id: row.studentSchoolId, name: row.studentSchoolName ?? '' },
    sponsor: { id: row.sponsorId, fullName: `${row.sponsorFirstName} ${row.sponsorLastName}` },
    sponsorSchool: { id: row.sponsorSchoolId, name: row.sponsorSchoolName },
    since: row.startedAt.toISOString(),
  };
}

export const sponsorshipReportList = defineList<
  SponsorshipVisibility,
  SponsorshipReportFilters,
  SponsorshipRecord,
  SponsorshipReportRow
>({
  where: (visibility, filters) => sponsorshipConditions(visibility, { ...filters, active: true }),
  query: selectSponsorships,
  sortKeys: (filters) => sponsorshipSortKeys(filters.sort),
  toItem: toReportRow,
});

export { toReportRow as sponsorshipReportRowOf };
