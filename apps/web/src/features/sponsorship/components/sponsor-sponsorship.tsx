// /edrocks/sponsorship for a sponsor: "My students" (their sponsorships this year) and "Sponsor a
// student": students of enabled villages with room this year (photo, first name, age, grade,
// village; nothing else), filtered by village, grade, gender and age. Choosing one holds them
// for 30 minutes while the sponsor signs whatever agreements are missing; "Confirm" turns the
// hold into the sponsorship, or, without every agreement, leads to the agreements page. The held
// student's card says so and offers Confirm, from the same place as the hold's banner.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSponsorshipTranslation } from '../i18n';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GENDERS, GRADES, MAX_SPONSORS_PER_STUDENT, type SponsorableStudent } from '@portal/shared';
import { FilterSelect } from '../../../components/data-table/list-filters';
import { placeOption } from '../../../components/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { PATHS } from '../../../config/paths';
import { getErrorMessage, hasErrorCode } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useLists } from '../../../lib/get-lists';
import { lookupLabel } from '../../../lib/lookups';
import { notify } from '../../../lib/notify';
import { useCreateSponsorship } from '../api/create-sponsorship';
import { useSponsorableStudents } from '../api/get-sponsorable-students';
import { useSponsorships } from '../api/get-sponsorships';
import { useHold, usePlaceHold, useReleaseHold } from '../api/hold';

const AGE_OPTIONS = [
  { value: '0-5', label: '0-5' },
  { value: '6-9', label: '6-9' },
  { value: '10-13', label: '10-13' },
  { value: '14-30', label: '14+' },
];

/** Confirming the live hold: the banner and the held student's card share one attempt. */
function useConfirmHold() {
  const { t } = useSponsorshipTranslation();
  const hold = useHold();
  const create = useCreateSponsorship();
  const current = hold.data?.hold ?? null;
  async function confirm() {
    if (!current) return;
    try {
      await create.mutateAsync({ studentId: current.studentId });
      notify.success(t('sponsorship.sponsor.confirmed'));
      await hold.refetch();
    } catch {
      // Shown in the banner: the agreements to sign, or the server's reason.
    }
  }
  return { current, create, confirm };
}

type ConfirmHold = ReturnType<typeof useConfirmHold>;

export function SponsorSponsorship() {
  const { t } = useSponsorshipTranslation();
  const confirmHold = useConfirmHold();
  return (
    <Stack spacing={4}>
      <MyStudents />
      <Box component="section" aria-labelledby="sponsor-a-student">
        <Typography id="sponsor-a-student" variant="h5" component="h2" gutterBottom>
          {t('sponsorship.sponsor.title')}
        </Typography>
        <HoldPanel confirmHold={confirmHold} />
        <Browse confirmHold={confirmHold} />
      </Box>
    </Stack>
  );
}

function MyStudents() {
  const { t } = useSponsorshipTranslation();
  const mine = useSponsorships({ pageSize: 50 });
  return (
    <Box component="section" aria-labelledby="my-students">
      <Typography id="my-students" variant="h5" component="h2" gutterBottom>
        {t('sponsorship.mine.title')}
      </Typography>
      {mine.isPending ? (
        <LoadingSkeleton />
      ) : mine.error ? (
        <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.data.items.length === 0 ? (
        <EmptyState message={t('sponsorship.mine.empty')} />
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {mine.data.items.map((item) => (
            <Card key={item.id} variant="outlined" sx={{ minWidth: 200 }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <Avatar src={thumbnailUrl(item.student.photoUrl) ?? undefined} alt="">
                  {item.student.firstName.slice(0, 1)}
                </Avatar>
                <div>
                  <Typography component="h3" variant="subtitle1">
                    {item.student.firstName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.student.village.name}
                  </Typography>
                </div>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The sponsor's live hold: who, until when, and Confirm / Release. */
function HoldPanel({ confirmHold }: { confirmHold: ConfirmHold }) {
  const { t } = useSponsorshipTranslation();
  const format = useFormat();
  const release = useReleaseHold();
  const { current, create, confirm } = confirmHold;
  if (!current) return null;
  const needsAgreements = hasErrorCode(create.error, 'AGREEMENTS_REQUIRED');

  return (
    <Alert
      severity={needsAgreements || create.error ? 'warning' : 'info'}
      sx={{ mb: 2 }}
      data-testid="hold-panel"
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            onClick={() => void release.mutateAsync()}
            disabled={release.isPending || create.isPending}
          >
            {t('sponsorship.sponsor.release')}
          </Button>
          <Button
            variant="contained"
            size="small"
            loading={create.isPending}
            onClick={() => void confirm()}
          >
            {t('sponsorship.sponsor.confirm')}
          </Button>
        </Stack>
      }
    >
      {t('sponsorship.sponsor.held', {
        name: current.studentFirstName,
        time: format.date(current.expiresAt, { timeStyle: 'short' }),
      })}
      {needsAgreements ? (
        <Box sx={{ mt: 1 }}>
          {getErrorMessage(create.error, t)}.{' '}
          <RouterLink to={PATHS.agreements}>{t('sponsorship.sponsor.toAgreements')}</RouterLink>
        </Box>
      ) : create.error ? (
        <Box sx={{ mt: 1 }}>{getErrorMessage(create.error, t)}</Box>
      ) : null}
    </Alert>
  );
}

function Browse({ confirmHold }: { confirmHold: ConfirmHold }) {
  const { t } = useSponsorshipTranslation();
  const heldId = confirmHold.current?.studentId;
  const lookups = useLists();
  const [villageId, setVillageId] = useState<string>();
  const [grade, setGrade] = useState<string>();
  const [gender, setGender] = useState<string>();
  const [ages, setAges] = useState<string>();
  const [ageMin, ageMax] = ages ? ages.split('-') : [undefined, undefined];
  const students = useSponsorableStudents({
    villageId,
    grade: grade as SponsorableStudent['grade'] & string,
    gender: gender as SponsorableStudent['gender'] & string,
    ageMin,
    ageMax,
    pageSize: 24,
  });
  const place = usePlaceHold();
  const isFiltered = Boolean(villageId || grade || gender || ages);

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
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <FilterSelect
          name="villageId"
          label={t('sponsorship.fields.village')}
          value={villageId}
          onChange={setVillageId}
          options={(lookups.data?.villages ?? []).map(placeOption)}
        />
        <FilterSelect
          name="grade"
          label={t('sponsorship.fields.grade')}
          value={grade}
          onChange={setGrade}
          options={GRADES.map((code) => ({
            value: code,
            label: lookupLabel(t, 'grades', { code, name: code }),
          }))}
        />
        <FilterSelect
          name="gender"
          label={t('sponsorship.fields.gender')}
          value={gender}
          onChange={setGender}
          options={GENDERS.map((code) => ({
            value: code,
            label: lookupLabel(t, 'genders', { code, name: code }),
          }))}
        />
        <FilterSelect
          name="age"
          label={t('sponsorship.fields.age')}
          value={ages}
          onChange={setAges}
          options={AGE_OPTIONS}
        />
      </Stack>
      {students.isPending ? (
        <LoadingSkeleton />
      ) : students.error ? (
        <ErrorState error={students.error} onRetry={() => void students.refetch()} />
      ) : students.data.items.length === 0 ? (
        <EmptyState
          message={isFiltered ? t('sponsorship.sponsor.noMatch') : t('sponsorship.sponsor.none')}
        />
      ) : (
        <Box
          component="ul"
          aria-label={t('sponsorship.sponsor.listLabel')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          }}
        >
          {students.data.items.map((student) => (
            <li key={student.id} data-testid={`sponsorable-${student.id}`}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent sx={{ textAlign: 'center' }}>
                  <Avatar
                    src={thumbnailUrl(student.photoUrl) ?? undefined}
                    alt=""
                    sx={{ width: 72, height: 72, mx: 'auto', mb: 1 }}
                  >
                    {student.firstName.slice(0, 1)}
                  </Avatar>
                  <Typography component="h3" variant="h6">
                    {student.firstName}
                  </Typography>
                  <Typography variant="body2">
                    {[
                      student.age === null
                        ? null
                        : t('sponsorship.sponsor.age', { count: student.age }),
                      student.grade
                        ? lookupLabel(t, 'grades', { code: student.grade, name: student.grade })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {student.village.name}
                  </Typography>
                  {/* The sponsor's own hold does not count for them: "0 of 3" would mislead. */}
                  {student.id === heldId ? (
                    <Typography variant="body2" color="primary" sx={{ fontWeight: 500 }}>
                      {t('sponsorship.sponsor.heldCard')}
                    </Typography>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {t('sponsorship.pair.places', {
                        count: student.sponsorCount,
                        max: MAX_SPONSORS_PER_STUDENT,
                      })}
                    </Typography>
                  )}
                </CardContent>
                <CardActions sx={{ justifyContent: 'center' }}>
                  {student.id === heldId ? (
                    <Button
                      variant="contained"
                      loading={confirmHold.create.isPending}
                      onClick={() => void confirmHold.confirm()}
                      aria-label={t('sponsorship.sponsor.confirmNamed', {
                        name: student.firstName,
                      })}
                    >
                      {t('sponsorship.sponsor.confirm')}
                    </Button>
                  ) : (
                    <Button
                      variant="outlined"
                      onClick={() => void choose(student)}
                      disabled={place.isPending}
                      aria-label={t('sponsorship.sponsor.chooseNamed', {
                        name: student.firstName,
                      })}
                    >
                      {t('sponsorship.sponsor.choose')}
                    </Button>
                  )}
                </CardActions>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
