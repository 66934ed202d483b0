// The recommitment answers table's columns: the sponsor (name, school), the student (name,
// village), the state and the reason in words (with the sponsor's note), and when they answered
// (a date in the user's zone).
import Typography from '@mui/material/Typography';
import type { RecommitmentAnswerRow, RecommitmentAnswerSortField } from '@portal/shared';
import type { DataTableColumn } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { useSponsorshipTranslation } from '../i18n';

function Secondary({ text }: { text: string }) {
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
      {text}
    </Typography>
  );
}

function ReasonCell({ row }: { row: RecommitmentAnswerRow }) {
  const { t } = useSponsorshipTranslation();
  if (!row.reason) return row.note ? <Secondary text={row.note} /> : null;
  return (
    <>
      {t(`sponsorship.recommitmentAnswers.reasons.${row.reason}`)}
      {row.note ? <Secondary text={row.note} /> : null}
    </>
  );
}

export function useRecommitmentAnswerColumns(): Array<
  DataTableColumn<RecommitmentAnswerRow, RecommitmentAnswerSortField>
> {
  const { t } = useSponsorshipTranslation();
  const format = useFormat();
  return [
    {
      id: 'sponsor',
      header: t('sponsorship.fields.sponsor'),
      sortField: 'sponsor',
      render: (row) => (
        <>
          {`${row.sponsor.lastName}, ${row.sponsor.firstName}`}
          <Secondary text={row.sponsor.school.name} />
        </>
      ),
    },
    {
      id: 'student',
      header: t('sponsorship.fields.student'),
      sortField: 'student',
      render: (row) => (
        <>
          {`${row.student.lastName}, ${row.student.firstName}`}
          <Secondary text={row.student.village.name} />
        </>
      ),
    },
    {
      id: 'state',
      header: t('sponsorship.recommitmentAnswers.state'),
      sortField: 'state',
      render: (row) => t(`sponsorship.recommitmentAnswers.states.${row.state}`),
    },
    {
      id: 'reason',
      header: t('sponsorship.recommitmentAnswers.reason'),
      render: (row) => <ReasonCell row={row} />,
      hideOnPhone: true,
    },
    {
      id: 'answeredAt',
      header: t('sponsorship.recommitmentAnswers.answeredAt'),
      sortField: 'answeredAt',
      render: (row) => (row.answeredAt ? format.date(row.answeredAt) : ''),
    },
  ];
}
