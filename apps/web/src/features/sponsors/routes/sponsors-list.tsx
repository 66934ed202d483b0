// /edrocks/sponsors. Coordinators: the sponsors list (search, filters school, active, joined this
// year and with a parent contact to confirm, server paging and sorting, export, "New sponsor"). A signed-in sponsor: their own sponsor profile,
// which they can edit here (the menu's "Sponsors" item leads to it).
import { useState } from 'react';
import { useSponsorsTranslation } from '../i18n';
import { useNavigate } from 'react-router';
import { canWrite, type SPONSOR_SORT_FIELDS, type Sponsor } from '@portal/shared';
import {
  ListScreen,
  avatarColumn,
  placeOption,
  useListUrlState,
  type DataTableColumn,
} from '../../../components/data-table';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { PATHS, buildPath } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useLists } from '../../../lib/get-lists';
import { exportSponsors } from '../api/export-sponsors';
import { SPONSORS_LIST, useSponsors } from '../api/get-sponsors';
import { SponsorFormDialog } from '../components/sponsor-form-dialog';
import { MySponsorProfile } from '../components/my-sponsor-profile';
import { MySponsorsCards } from '../components/my-sponsors-cards';
import { sponsorsViewOf } from '../sponsors-view';

type SponsorSort = (typeof SPONSOR_SORT_FIELDS)[number];

export default function SponsorsRoute() {
  const { userData } = useSession();
  const view = userData ? sponsorsViewOf(userData.role) : 'list';
  if (view === 'mySponsors') return <MySponsorsCards />;
  if (view === 'ownProfile') return <MySponsorProfile />;
  return <SponsorsList />;
}

function SponsorsList() {
  const { t } = useSponsorsTranslation();
  const navigate = useNavigate();
  const { userData } = useSession();
  const canChange = userData ? canWrite(userData.role, 'sponsors') : false;
  const [creating, setCreating] = useState(false);
  const list = useListUrlState(SPONSORS_LIST);
  const sponsors = useSponsors(list.query);
  const lists = useLists();

  const columns = useSponsorColumns();

  return (
    <ListScreen
      list={list}
      result={sponsors}
      searchLabel={t('sponsors.list.search')}
      filters={[
        {
          name: 'schoolId',
          label: t('sponsors.fields.school'),
          options: (lists.data?.schools ?? []).map(placeOption),
        },
        {
          name: 'active',
          label: t('sponsors.fields.active'),
          options: [
            { value: 'true', label: t('sponsors.active') },
            { value: 'false', label: t('sponsors.inactive') },
          ],
        },
        {
          name: 'joined',
          label: t('sponsors.listFilters.joined'),
          options: [{ value: 'thisYear', label: t('sponsors.listFilters.joinedThisYear') }],
        },
        {
          name: 'parents',
          label: t('sponsors.listFilters.parents'),
          options: [{ value: 'unconfirmed', label: t('sponsors.listFilters.parentsUnconfirmed') }],
        },
      ]}
      exportFile={{
        download: (format) => exportSponsors(list.exportQuery, format),
        fileName: 'sponsors',
      }}
      newAction={
        canChange ? { label: t('sponsors.list.new'), onClick: () => setCreating(true) } : null
      }
      tableLabel={t('sponsors.list.tableLabel')}
      columns={columns}
      getRowId={(row) => row.id}
      getRowHref={(row) => buildPath(PATHS.sponsorDetails, { id: row.id })}
      emptyMessages={{
        noMatch: t('sponsors.list.noMatch'),
        empty: t(canChange ? 'sponsors.list.emptyWriter' : 'sponsors.list.empty'),
      }}
    >
      <SponsorFormDialog
        open={creating}
        mode="create"
        onClose={() => setCreating(false)}
        onSaved={(sponsor) => {
          setCreating(false);
          void navigate(buildPath(PATHS.sponsorDetails, { id: sponsor.id }));
        }}
      />
    </ListScreen>
  );
}

function useSponsorColumns(): Array<DataTableColumn<Sponsor, SponsorSort>> {
  const { t } = useSponsorsTranslation();
  return [
    avatarColumn<Sponsor>({
      header: t('sponsors.fields.photo'),
      name: (row) => row.fullName,
      src: (row) => thumbnailUrl(row.photoUrl),
    }) as DataTableColumn<Sponsor, SponsorSort>,
    {
      id: 'name',
      header: t('sponsors.fields.name'),
      sortField: 'lastName',
      rowLink: true,
      render: (row) => `${row.lastName}, ${row.firstName}`,
    },
    {
      id: 'email',
      header: t('sponsors.fields.email'),
      render: (row) => row.email,
      hideOnPhone: true,
    },
    {
      id: 'school',
      header: t('sponsors.fields.school'),
      sortField: 'schoolName',
      render: (row) => row.schoolName,
      hideOnPhone: true,
    },
    {
      id: 'active',
      header: t('sponsors.fields.active'),
      render: (row) => t(row.active ? 'sponsors.yes' : 'sponsors.no'),
    },
  ];
}
