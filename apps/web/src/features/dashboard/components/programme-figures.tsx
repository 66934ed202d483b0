// The coordinators' figures beyond the students and letters counts: the students waiting longest,
// sponsors new this year and lapsed, the money raised against last year and the goal, the
// upcoming events' sales, the leadership curriculum and what waits for a coordinator. Each links
// to the list, report or screen whose total it is; a part the role cannot open (null) is left
// out, and an empty part says so.
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { canSee, formatMoney, type CoordinatorDashboard } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDashboardTranslation } from '../i18n';
import { FigureGroup } from './figure-group';
import { FigureTile } from './figure-tile';
import { FigureBarChart } from './figure-bar-chart';

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

function LongestWaiting({ students }: { students: CoordinatorDashboard['longestWaiting'] }) {
  const { t } = useDashboardTranslation();
  const format = useFormat();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="longest-waiting">
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ mb: 1, fontWeight: 500 }}>
        {t('dashboard.programme.longestWaiting')}
      </Typography>
      {students.length === 0 ? (
        <Typography variant="body2">{t('dashboard.programme.nobodyWaiting')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {students.map((student) => (
            <li key={student.id}>
              <Typography variant="body2">
                {t('dashboard.programme.waitingStudent', {
                  name: student.fullName,
                  village: student.village.name,
                  days: format.number(student.daysWaiting),
                  count: student.daysWaiting,
                })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Link component={RouterLink} to={PATHS.reportWaitingStudents} sx={{ mt: 1, minHeight: 44 }}>
        {t('dashboard.programme.waitingReport')}
      </Link>
    </Box>
  );
}

/** Whether the caller opens the donations total report (super and global admins). */
function useCanReadSummary(): boolean {
  const { userData } = useSession();
  return userData ? canSee(userData.role, 'donationsSummary') : false;
}

function Money({ money, year }: { money: NonNullable<CoordinatorDashboard['money']> } & Year) {
  const { t } = useDashboardTranslation();
  const { language } = useFormat();
  const amount = (cents: number) => formatMoney(cents, money.currency, language);
  const canReadSummary = useCanReadSummary();
  const listOf = (periodId: number) =>
    withQuery(PATHS.donations, { periodId: String(periodId), status: 'confirmed' });
  const yearLink = (periodId: number | undefined) =>
    periodId === undefined
      ? PATHS.donations
      : canReadSummary
        ? withQuery(PATHS.donationsSummary, { periodId: String(periodId) })
        : listOf(periodId);
  const bars = [
    { label: t('dashboard.programme.thisYear'), value: money.thisYear.amountCents / 100 },
    { label: t('dashboard.programme.lastYear'), value: money.lastYear.amountCents / 100 },
    { label: t('dashboard.programme.goal'), value: money.goalCents / 100 },
  ];
  return (
    <>
      <FigureGroup title={t('dashboard.programme.money')}>
        <FigureTile
          value={amount(money.thisYear.amountCents)}
          label={t('dashboard.programme.raisedThisYear', { count: money.thisYear.gifts })}
          to={yearLink(year?.id)}
          testId="figure-money-this-year"
        />
        <FigureTile
          value={amount(money.lastYear.amountCents)}
          label={t('dashboard.programme.raisedLastYear', { count: money.lastYear.gifts })}
          to={yearLink(money.previousYear?.id)}
          testId="figure-money-last-year"
        />
        <FigureTile
          value={amount(money.goalCents)}
          label={t('dashboard.programme.goalOfPages')}
          to={PATHS.donations}
          testId="figure-money-goal"
        />
      </FigureGroup>
      <FigureBarChart
        testId="money-chart"
        description={t('dashboard.programme.moneyChart', {
          thisYear: amount(money.thisYear.amountCents),
          lastYear: amount(money.lastYear.amountCents),
          goal: amount(money.goalCents),
        })}
        bars={bars}
      />
    </>
  );
}

function Events({ events }: { events: NonNullable<CoordinatorDashboard['events']> }) {
  const { t } = useDashboardTranslation();
  const format = useFormat();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="upcoming-events">
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ mb: 1, fontWeight: 500 }}>
        {t('dashboard.programme.events')}
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2">
          {t('dashboard.programme.noEvents')}{' '}
          <Link component={RouterLink} to={PATHS.eventsAdmin}>
            {t('dashboard.programme.allEvents')}
          </Link>
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {events.map((event) => (
            <li key={event.id}>
              <Link
                component={RouterLink}
                to={withQuery(PATHS.eventsAdmin, { event: String(event.id) })}
              >
                {t('dashboard.programme.eventSales', {
                  name: format.language === 'es-CO' && event.nameEs ? event.nameEs : event.name,
                  date: format.date(event.startsAt, {
                    dateStyle: 'medium',
                    timeZone: event.timeZone,
                  }),
                  sold: format.number(event.sold),
                  capacity: format.number(event.capacity),
                })}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Leadership({ leadership }: { leadership: CoordinatorDashboard['leadership'] }) {
  const { t } = useDashboardTranslation();
  const format = useFormat();
  const bars = leadership.meetings.map((meeting) => ({
    label: String(meeting.number),
    value: meeting.attended,
  }));
  return (
    <>
      <FigureGroup title={t('dashboard.programme.leadership')}>
        <FigureTile
          value={leadership.withDistinction}
          label={t(
            leadership.sponsorsKind === 'atLeast'
              ? 'dashboard.programme.withDistinctionOfMore'
              : 'dashboard.programme.withDistinction',
            { sponsors: format.number(leadership.sponsors) },
          )}
          to={PATHS.leadershipReport}
          testId="figure-leadership-distinction"
        />
      </FigureGroup>
      {bars.length === 0 ? null : (
        <FigureBarChart
          testId="attendance-chart"
          description={t('dashboard.programme.attendanceChart', {
            meetings: leadership.meetings
              .map((meeting) =>
                t('dashboard.programme.attendanceOfMeeting', {
                  number: meeting.number,
                  attended: format.number(meeting.attended),
                  expected: format.number(meeting.expected),
                }),
              )
              .join('; '),
          })}
          bars={bars}
          link={{ to: PATHS.attendance, label: t('dashboard.programme.attendanceReport') }}
        />
      )}
    </>
  );
}

function Actions({ actions }: { actions: CoordinatorDashboard['actions'] }) {
  const { t } = useDashboardTranslation();
  return (
    <FigureGroup title={t('dashboard.programme.actions')}>
      <FigureTile
        value={actions.unconfirmedParentContacts}
        label={t('dashboard.programme.unconfirmedParents')}
        to={withQuery(PATHS.sponsors, { parents: 'unconfirmed' })}
        testId="figure-parents-unconfirmed"
      />
      {actions.agreementsWithoutText === null ? null : (
        <FigureTile
          value={actions.agreementsWithoutText}
          label={t('dashboard.programme.agreementsWithoutText')}
          to={PATHS.agreements}
          testId="figure-agreements-missing"
        />
      )}
    </FigureGroup>
  );
}

interface Year {
  year: CoordinatorDashboard['year'];
}

export function SponsorYearTiles({ sponsors }: { sponsors: CoordinatorDashboard['sponsors'] }) {
  const { t } = useDashboardTranslation();
  return (
    <>
      <FigureTile
        value={sponsors.newThisYear}
        label={t('dashboard.programme.newSponsors')}
        to={withQuery(PATHS.sponsors, { joined: 'thisYear' })}
        testId="figure-sponsors-new"
      />
      <FigureTile
        value={sponsors.lapsed}
        label={t('dashboard.programme.lapsedSponsors')}
        to={PATHS.reportLapsedSponsors}
        testId="figure-sponsors-lapsed"
      />
    </>
  );
}

export function ProgrammeFigures({ figures }: { figures: CoordinatorDashboard }) {
  return (
    <>
      <LongestWaiting students={figures.longestWaiting} />
      {figures.money ? <Money money={figures.money} year={figures.year} /> : null}
      {figures.events ? <Events events={figures.events} /> : null}
      <Leadership leadership={figures.leadership} />
      <Actions actions={figures.actions} />
    </>
  );
}
