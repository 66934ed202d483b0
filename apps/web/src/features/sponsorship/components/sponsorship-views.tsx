// /edrocks/sponsorship for coordinators: four lists behind tabs, the one shown kept in the URL
// (`?view=open-students`, `?view=unpaired-sponsors` or `?view=recommitment-answers`; none for
// the sponsorships), so reload, Back and a shared link land on it. Switching keeps the search,
// the year and the places, and starts the new list on its first page in its own order.
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSponsorshipTranslation } from '../i18n';
import { OpenStudentsList } from './open-students-list';
import { RecommitmentAnswersList } from './recommitment-answers-list';
import { SponsorshipsList } from './sponsorships-list';
import { UnpairedSponsorsList } from './unpaired-sponsors-list';

const VIEWS = [
  'sponsorships',
  'open-students',
  'unpaired-sponsors',
  'recommitment-answers',
] as const;
type SponsorshipView = (typeof VIEWS)[number];

const VIEW_LABELS = {
  sponsorships: 'sponsorship.views.sponsorships',
  'open-students': 'sponsorship.views.openStudents',
  'unpaired-sponsors': 'sponsorship.views.unpairedSponsors',
  'recommitment-answers': 'sponsorship.views.recommitmentAnswers',
} as const satisfies Record<SponsorshipView, string>;

/** What belongs to one list only: its page, its order and its own filters. */
const PER_LIST_PARAMS = ['page', 'cursor', 'sort', 'order', 'state'];

function readView(value: string | null): SponsorshipView {
  return VIEWS.find((view) => view === value) ?? 'sponsorships';
}

function ViewList({ view }: { view: SponsorshipView }) {
  switch (view) {
    case 'open-students':
      return <OpenStudentsList />;
    case 'unpaired-sponsors':
      return <UnpairedSponsorsList />;
    case 'recommitment-answers':
      return <RecommitmentAnswersList />;
    case 'sponsorships':
      return <SponsorshipsList />;
  }
}

export function SponsorshipViews() {
  const { t } = useSponsorshipTranslation();
  const [params, setParams] = useSearchParams();
  const view = readView(params.get('view'));

  function show(next: SponsorshipView) {
    setParams((current) => {
      const changed = new URLSearchParams(current);
      for (const name of PER_LIST_PARAMS) changed.delete(name);
      if (next === 'sponsorships') changed.delete('view');
      else changed.set('view', next);
      return changed;
    });
  }

  return (
    <>
      <Tabs
        value={view}
        onChange={(_event, next: SponsorshipView) => show(next)}
        aria-label={t('sponsorship.views.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {VIEWS.map((item) => (
          <Tab
            key={item}
            value={item}
            label={t(VIEW_LABELS[item])}
            id={`sponsorship-tab-${item}`}
            aria-controls="sponsorship-view"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="sponsorship-view" aria-labelledby={`sponsorship-tab-${view}`}>
        <ViewList view={view} />
      </Box>
    </>
  );
}
