// The columns of the held texts to review: what it is (a page's text or a donor's message, from
// whom, waiting since when), the text with what the screening finds marked in it, the kinds
// found, whose page it is (with a link), and Approve or Reject.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Language, ScreeningMatch, TextReviewItem, TextReviewKind } from '@portal/shared';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import type { TextDecision } from '../api/use-text-decision';
import { useDonationsTranslation } from '../i18n';
import { HighlightedText } from '../../../components/highlighted-text';

const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** A held text's kind in words: a sponsor's page text or a donor's message. */
export function useTextKindLabel() {
  const { t } = useDonationsTranslation();
  return (kind: TextReviewKind) => t(`donations.review.kinds.${kind}`);
}

export function useTextReviewColumns({
  isDeciding,
  onDecide,
}: {
  /** A decision is on its way: the buttons wait for it. */
  isDeciding: boolean;
  onDecide: (item: TextReviewItem, decision: TextDecision) => void;
}): Array<DataTableColumn<TextReviewItem, 'submittedAt'>> {
  const { t } = useDonationsTranslation();
  return [
    {
      id: 'what',
      header: t('donations.review.fields.what'),
      sortField: 'submittedAt',
      render: (item) => <WhatCell item={item} />,
    },
    {
      id: 'text',
      header: t('donations.review.fields.text'),
      render: (item) => <HeldTextCell item={item} />,
    },
    {
      id: 'found',
      header: t('donations.review.fields.found'),
      render: (item) => <FoundCell item={item} />,
    },
    {
      id: 'page',
      header: t('donations.review.fields.page'),
      hideOnPhone: true,
      render: (item) => <PageCell item={item} />,
    },
    {
      id: 'actions',
      header: t('donations.review.fields.actions'),
      render: (item) => <DecisionButtons item={item} isDeciding={isDeciding} onDecide={onDecide} />,
    },
  ];
}

function WhatCell({ item }: { item: TextReviewItem }) {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  const textKind = useTextKindLabel();
  const donorName = [item.donorFirstName, item.donorLastName].filter(Boolean).join(' ');
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {textKind(item.kind)}
      </Box>
      {item.kind === 'donorMessage' ? (
        <Box component="span" sx={{ display: 'block' }}>
          {donorName
            ? t('donations.review.from', { name: donorName })
            : t('donations.review.fromNameless')}
        </Box>
      ) : null}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
        {t('donations.review.waitingSince', {
          date: formatDate(item.submittedAt, language, { dateStyle: 'medium' }),
        })}
      </Box>
    </>
  );
}

/** The held text with what the screening finds marked, and a donor's name when it matched. */
function HeldTextCell({ item }: { item: TextReviewItem }) {
  const { t } = useDonationsTranslation();
  const kindLabel = (match: ScreeningMatch) => t(`screening.kinds.${match.kind}`);
  return (
    <Box sx={{ minWidth: 220, maxWidth: 520 }} data-testid={`held-text-${item.kind}-${item.id}`}>
      {item.text ? (
        <Box component="p" sx={{ m: 0, ...wrapped }}>
          <HighlightedText text={item.text} matches={item.matches} kindLabel={kindLabel} />
        </Box>
      ) : (
        <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {t('donations.review.noMessage')}
        </Box>
      )}
      {item.donorFirstName && item.donorNameMatches.length > 0 ? (
        <Box component="p" sx={{ m: 0, mt: 1, ...wrapped }}>
          {t('donations.review.donorName')}{' '}
          <HighlightedText
            text={item.donorFirstName}
            matches={item.donorNameMatches}
            kindLabel={kindLabel}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/** The kinds of thing the screening found in the text and the donor's name. */
function FoundCell({ item }: { item: TextReviewItem }) {
  const { t } = useDonationsTranslation();
  const kinds = [...new Set([...item.matches, ...item.donorNameMatches].map((m) => m.kind))];
  return kinds.length === 0 ? (
    t('donations.review.nothingFound')
  ) : (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {kinds.map((kind) => (
        <li key={kind}>{t(`screening.kinds.${kind}`)}</li>
      ))}
    </Box>
  );
}

/** Whose page the text is on, where they are, and the page itself. */
function PageCell({ item }: { item: TextReviewItem }) {
  const { t } = useDonationsTranslation();
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {t('donations.review.pageOf', {
          student: item.student.name,
          sponsor: item.sponsor.name,
        })}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
        {t('donations.review.place', { school: item.school.name, village: item.village.name })}
      </Box>
      <Link
        href={item.pagePath}
        target="_blank"
        rel="noopener"
        aria-label={t('donations.review.openPageNamed', { student: item.student.name })}
      >
        {t('donations.review.openPage')}
      </Link>
    </>
  );
}

function DecisionButtons({
  item,
  isDeciding,
  onDecide,
}: {
  item: TextReviewItem;
  isDeciding: boolean;
  onDecide: (item: TextReviewItem, decision: TextDecision) => void;
}) {
  const { t } = useDonationsTranslation();
  const names = {
    student: item.student.name,
    sponsor: item.sponsor.name,
    kind: t(`screening.fields.${item.kind}`),
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button
        variant="outlined"
        size="small"
        disabled={isDeciding}
        aria-label={t('donations.review.approveNamed', names)}
        onClick={() => onDecide(item, 'approve')}
        sx={{ minHeight: 44 }}
      >
        {t('donations.review.approve')}
      </Button>
      <Button
        color="error"
        size="small"
        disabled={isDeciding}
        aria-label={t('donations.review.rejectNamed', names)}
        onClick={() => onDecide(item, 'reject')}
        sx={{ minHeight: 44 }}
      >
        {t('donations.review.reject')}
      </Button>
    </Stack>
  );
}
