// The sponsorships table's columns: the student's photo, the student (with "Letters paused"),
// the sponsor (with the agreements still to sign), school, village, since when, and for whoever
// may change them, pausing or resuming the letters and Un-pair.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SPONSORSHIP_SORT_FIELDS, Sponsorship } from '@portal/shared';
import { avatarColumn, type DataTableColumn } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { thumbnailUrl } from '../../../lib/photo-urls';
import { agreementName } from '../agreement-names';
import { useSponsorshipTranslation } from '../i18n';

type Sort = (typeof SPONSORSHIP_SORT_FIELDS)[number];

interface SponsorshipActionsProps {
  onPause: (sponsorship: Sponsorship) => void;
  onEnd: (sponsorship: Sponsorship) => void;
}

function StudentCell({ row }: { row: Sponsorship }) {
  const { t } = useSponsorshipTranslation();
  const format = useFormat();
  return (
    <>
      {[row.student.lastName, row.student.firstName].filter(Boolean).join(', ')}
      {row.lettersPause ? (
        <Typography
          variant="body2"
          component="span"
          sx={{ display: 'block', color: 'warning.main' }}
          data-testid="letters-paused"
        >
          {t('sponsorship.lettersPause.label', { date: format.date(row.lettersPause.since) })}
          {row.lettersPause.note ? ` · ${row.lettersPause.note}` : ''}
        </Typography>
      ) : null}
    </>
  );
}

function SponsorCell({ row }: { row: Sponsorship }) {
  const { t } = useSponsorshipTranslation();
  return (
    <>
      {[row.sponsor.lastName, row.sponsor.firstName].filter(Boolean).join(', ')}
      {row.missingAgreements.length > 0 ? (
        <Typography
          variant="body2"
          component="span"
          sx={{ display: 'block', color: 'warning.main' }}
        >
          {t('sponsorship.missingAgreements', {
            names: row.missingAgreements.map((key) => agreementName(t, key)).join(', '),
          })}
        </Typography>
      ) : null}
    </>
  );
}

function SponsorshipActions({
  row,
  onPause,
  onEnd,
}: SponsorshipActionsProps & { row: Sponsorship }) {
  const { t } = useSponsorshipTranslation();
  const names = { student: row.student.fullName, sponsor: row.sponsor.fullName };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        onClick={() => onPause(row)}
        aria-label={t(
          row.lettersPause
            ? 'sponsorship.lettersPause.resumeNamed'
            : 'sponsorship.lettersPause.pauseNamed',
          names,
        )}
        sx={{ minHeight: 44 }}
      >
        {row.lettersPause
          ? t('sponsorship.lettersPause.resumeButton')
          : t('sponsorship.lettersPause.pauseButton')}
      </Button>
      <Button
        size="small"
        onClick={() => onEnd(row)}
        aria-label={t('sponsorship.unpair.named', names)}
        sx={{ minHeight: 44 }}
      >
        {t('sponsorship.unpair.button')}
      </Button>
    </Stack>
  );
}

export function useSponsorshipColumns({
  canChange,
  ...actions
}: SponsorshipActionsProps & { canChange: boolean }): Array<DataTableColumn<Sponsorship, Sort>> {
  const { t } = useSponsorshipTranslation();
  const format = useFormat();
  return [
    avatarColumn<Sponsorship>({
      header: t('sponsorship.fields.photo'),
      name: (row) => row.student.fullName,
      src: (row) => thumbnailUrl(row.student.photoUrl),
    }) as DataTableColumn<Sponsorship, Sort>,
    {
      id: 'student',
      header: t('sponsorship.fields.student'),
      sortField: 'student',
      render: (row) => <StudentCell row={row} />,
    },
    {
      id: 'sponsor',
      header: t('sponsorship.fields.sponsor'),
      sortField: 'sponsor',
      render: (row) => <SponsorCell row={row} />,
    },
    {
      id: 'school',
      header: t('sponsorship.fields.school'),
      render: (row) => row.sponsor.school.name,
      hideOnPhone: true,
    },
    {
      id: 'village',
      header: t('sponsorship.fields.village'),
      render: (row) => row.student.village.name,
      hideOnPhone: true,
    },
    {
      id: 'since',
      header: t('sponsorship.fields.since'),
      sortField: 'startedAt',
      render: (row) => format.date(row.startedAt),
      hideOnPhone: true,
    },
    ...(canChange
      ? [
          {
            id: 'actions',
            header: t('sponsorship.fields.actions'),
            render: (row: Sponsorship) => <SponsorshipActions row={row} {...actions} />,
          },
        ]
      : []),
  ];
}
