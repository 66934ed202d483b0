// The coordinators' figures (super and global admins: the programme; an admin: their places):
// students sponsored and waiting, with a chart of how many sponsors each has, active sponsors,
// letters late, due soon and in review, and sent per month, then the rest of the programme
// (programme-figures.tsx). Each number is a tile linking to the list whose total it is; the chart
// repeats the tiles' numbers as a picture, described in words for screen readers.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { CoordinatorDashboard } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useDashboardTranslation } from '../i18n';
import { FigureBarChart } from './figure-bar-chart';
import { FigureGroup } from './figure-group';
import { FigureTile } from './figure-tile';
import { ProgrammeFigures, SponsorYearTiles } from './programme-figures';

const studentsWith = (query: Record<string, string>) =>
  `${PATHS.students}?${new URLSearchParams(query).toString()}`;

function SponsorsPerStudentChart({ students }: { students: CoordinatorDashboard['students'] }) {
  const { t } = useDashboardTranslation();
  const format = useFormat();
  const descriptionId = useId();
  const bars = [
    { label: t('dashboard.figures.chart.none'), value: students.waiting },
    { label: t('dashboard.figures.chart.one'), value: students.bySponsors.one },
    { label: t('dashboard.figures.chart.two'), value: students.bySponsors.two },
    { label: t('dashboard.figures.chart.three'), value: students.bySponsors.three },
  ];
  return (
    <Box data-testid="sponsors-chart">
      <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('dashboard.figures.chart.alt', {
          none: format.number(students.waiting),
          one: format.number(students.bySponsors.one),
          two: format.number(students.bySponsors.two),
          three: format.number(students.bySponsors.three),
        })}
      </Typography>
      <Box role="img" aria-labelledby={descriptionId} sx={{ maxWidth: 520 }}>
        <BarChart
          height={220}
          xAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label) }]}
          series={[{ data: bars.map((bar) => bar.value) }]}
          margin={{ left: 40, right: 10, top: 10, bottom: 30 }}
        />
      </Box>
    </Box>
  );
}

/** The year's letters sent per month, with a link to the letters report that lists them. */
function LettersPerMonthChart({
  months,
  reportPath,
}: {
  months: CoordinatorDashboard['letters']['perMonth'];
  reportPath: string;
}) {
  const { t } = useDashboardTranslation();
  const format = useFormat();
  const link = { to: reportPath, label: t('dashboard.programme.lettersReport') };
  if (months.length === 0)
    return (
      <Typography variant="body2" data-testid="letters-per-month-chart">
        {t('dashboard.programme.noLettersSent')}
      </Typography>
    );
  return (
    <FigureBarChart
      testId="letters-per-month-chart"
      description={t('dashboard.programme.lettersPerMonth', {
        months: months
          .map((item) =>
            t('dashboard.programme.lettersOfMonth', {
              month: format.month(item.month),
              letters: format.number(item.sponsor + item.student),
            }),
          )
          .join('; '),
      })}
      bars={months.map((item) => ({
        label: format.month(item.month),
        value: item.sponsor + item.student,
      }))}
      link={link}
    />
  );
}

/** The students' figures, each linked to the students list it totals. */
function StudentFigures({ students }: { students: CoordinatorDashboard['students'] }) {
  const { t } = useDashboardTranslation();
  return (
    <FigureGroup title={t('dashboard.figures.students')}>
      <FigureTile
        value={students.total}
        label={t('dashboard.figures.studentsTotal')}
        to={PATHS.students}
        testId="figure-students-total"
      />
      <FigureTile
        value={students.sponsored}
        label={t('dashboard.figures.sponsored')}
        to={studentsWith({ sponsors: 'any' })}
        testId="figure-students-sponsored"
      />
      <FigureTile
        value={students.waiting}
        label={t('dashboard.figures.waiting')}
        to={studentsWith({ status: 'active', sponsors: 'none' })}
        testId="figure-students-waiting"
      />
      {(['1', '2', '3'] as const).map((count) => (
        <FigureTile
          key={count}
          value={students.bySponsors[count === '1' ? 'one' : count === '2' ? 'two' : 'three']}
          label={t('dashboard.figures.withSponsors', { count: Number(count) })}
          to={studentsWith({ sponsors: count })}
          testId={`figure-students-${count}`}
        />
      ))}
      <FigureTile
        value={students.guardianMissing}
        label={t('dashboard.figures.guardianMissing')}
        to={studentsWith({ status: 'active', guardian: 'missing' })}
        testId="figure-students-guardian-missing"
      />
    </FigureGroup>
  );
}

export function CoordinatorFigures({ figures }: { figures: CoordinatorDashboard }) {
  const { t } = useDashboardTranslation();
  const { students, sponsors, letters } = figures;
  const lettersReport = figures.year
    ? `${PATHS.reportLetters}?periodId=${figures.year.id}`
    : PATHS.reportLetters;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="coordinator-figures">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {figures.year
          ? t('dashboard.figures.year', { year: figures.year.name })
          : t('dashboard.figures.noYear')}
      </Typography>
      <StudentFigures students={students} />
      <SponsorsPerStudentChart students={students} />
      <FigureGroup title={t('dashboard.figures.sponsorsAndLetters')}>
        <FigureTile
          value={sponsors.active}
          label={t('dashboard.figures.activeSponsors')}
          to={`${PATHS.sponsors}?active=true`}
          testId="figure-sponsors-active"
        />
        <SponsorYearTiles sponsors={sponsors} />
        <FigureTile
          value={letters.late}
          label={t('dashboard.figures.lettersLate')}
          to={lettersReport}
          testId="figure-letters-late"
        />
        <FigureTile
          value={letters.due}
          label={t('dashboard.figures.lettersDueSoon')}
          to={lettersReport}
          testId="figure-letters-due"
        />
        <FigureTile
          value={letters.inReview}
          label={t('dashboard.figures.lettersInReview')}
          to={PATHS.letterReview}
          testId="figure-letters-review"
        />
      </FigureGroup>
      <LettersPerMonthChart months={letters.perMonth} reportPath={lettersReport} />
      <ProgrammeFigures figures={figures} />
    </Box>
  );
}
