// A sponsor's or a student's own year at a glance: whom they write to, the letters due and late,
// those that arrived unread and, for a sponsor, the meetings attended and assessments submitted,
// each a link to the screen where they act on it; then a sponsor's next meeting, per partner the
// letters each way, and a sponsor's donation pages' progress: for a sponsor, one card per student
// with both (my-student-cards.tsx).
import Box from '@mui/material/Box';
import type { ParticipantDashboard } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { useDashboardTranslation } from '../i18n';
import { FigureTile } from './figure-tile';
import { MyStudentCards } from './my-student-cards';
import { DonationProgress, NextMeeting, PartnerLettersList } from './participant-details';

export function ParticipantFigures({ figures }: { figures: ParticipantDashboard }) {
  const { t } = useDashboardTranslation();
  const isSponsor = figures.view === 'sponsor';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        }}
        data-testid="participant-figures"
      >
        <FigureTile
          value={figures.partners}
          label={t(isSponsor ? 'dashboard.figures.myStudents' : 'dashboard.figures.mySponsors', {
            count: figures.partners,
          })}
          to={isSponsor ? PATHS.students : PATHS.sponsors}
          testId="figure-partners"
        />
        <FigureTile
          value={figures.letters.due}
          label={t('dashboard.figures.lettersDue')}
          to={PATHS.letters}
          testId="figure-letters-due"
        />
        <FigureTile
          value={figures.letters.late}
          label={t('dashboard.figures.myLettersLate')}
          to={PATHS.letters}
          testId="figure-my-letters-late"
        />
        <FigureTile
          value={figures.letters.unread}
          label={t('dashboard.figures.unread')}
          to={PATHS.letters}
          testId="figure-letters-unread"
        />
        {figures.meetings ? (
          <FigureTile
            value={figures.meetings.attended}
            label={t('dashboard.meetings.attended', { held: figures.meetings.held })}
            to={PATHS.sponsorsMeetings}
            testId="figure-meetings-attended"
          />
        ) : null}
        {figures.assessments ? (
          <FigureTile
            value={figures.assessments.submitted}
            label={t('dashboard.assessments.submitted', { total: figures.assessments.total })}
            to={PATHS.sponsorsAssessments}
            testId="figure-assessments-submitted"
          />
        ) : null}
      </Box>
      {figures.meetings ? <NextMeeting meetings={figures.meetings} /> : null}
      {figures.myStudents.length > 0 ? (
        // A sponsor's students, each card with its letters and page (what the lists below say).
        <MyStudentCards
          cards={figures.myStudents}
          currency={figures.donationPages?.currency ?? 'USD'}
        />
      ) : (
        <>
          <PartnerLettersList figures={figures} />
          {figures.donationPages ? (
            <DonationProgress donationPages={figures.donationPages} />
          ) : null}
        </>
      )}
    </Box>
  );
}
