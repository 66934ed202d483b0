// One letter of a sponsorship on the writer's overview: its title, what is due in words (late in
// red), whether a draft waits or it came back, the other side's letter when it arrived (bold while
// unread), and the next step (Write, Answer, Continue, View).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LetterPerson, LetterSlot } from '@portal/shared';
import { PATHS, buildPath } from '../../../config/paths';
import type { AnyTranslate } from '../../../lib/i18n/feature-translation';
import { useFormat } from '../../../lib/format';
import { useLettersTranslation } from '../i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';

/** What is due for one letter, in words. */
export function dueWords(t: AnyTranslate, slot: LetterSlot): string {
  const { number } = slot;
  switch (slot.dueState) {
    case 'sent':
      return t('letters.due.sent');
    case 'late':
      return t('letters.due.late', { number });
    case 'due':
      return slot.daysLeft === 0 || slot.daysLeft === null
        ? t('letters.due.today', { number })
        : t('letters.due.in', { number, count: slot.daysLeft });
    default:
      return t('letters.due.open', { number });
  }
}

interface SlotAction {
  to: string;
  label: string;
  /** The button's name for screen readers: the letter's number and the other side's name. */
  named: string;
}

/** The next step for a letter: View once sent, Continue a draft, or Write (Answer, a student). */
function slotAction(
  t: AnyTranslate,
  {
    slot,
    writePath,
    name,
    isSponsor,
    canWrite,
    isSent,
  }: {
    slot: LetterSlot;
    writePath: string;
    name: string;
    isSponsor: boolean;
    canWrite: boolean;
    isSent: boolean;
  },
): SlotAction | null {
  const { number, mine } = slot;
  if (isSent && mine) {
    return {
      to: buildPath(PATHS.letter, { id: mine.id }),
      label: t('letters.actions.view'),
      named: t('letters.actions.viewNamed', { number, name }),
    };
  }
  if (canWrite && mine) {
    return {
      to: writePath,
      label: t('letters.actions.continue'),
      named: t('letters.actions.continueNamed', { number, name }),
    };
  }
  if (canWrite) {
    return isSponsor
      ? {
          to: writePath,
          label: t('letters.actions.write'),
          named: t('letters.actions.writeNamed', { number, name }),
        }
      : {
          to: writePath,
          label: t('letters.actions.answer'),
          named: t('letters.actions.answerNamed', { number, name }),
        };
  }
  return null;
}

export function SlotRow({
  slot,
  sponsorshipId,
  other,
  isSponsor,
  canWrite,
}: {
  slot: LetterSlot;
  sponsorshipId: number;
  other: LetterPerson;
  isSponsor: boolean;
  canWrite: boolean;
}) {
  const { t } = useLettersTranslation();
  const { number } = slot;
  const name = other.firstName;
  const writePath = buildPath(PATHS.letterWrite, { sponsorshipId, number });
  const mine = slot.mine;
  const isSent = mine !== null && (mine.status === 'in_review' || mine.status === 'delivered');

  const action = slotAction(t, { slot, writePath, name, isSponsor, canWrite, isSent });

  return (
    <Box
      component="li"
      data-testid={`letter-slot-${number}`}
      sx={{
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <SlotSummary slot={slot} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {slot.theirs ? <ReadTheirsButton theirs={slot.theirs} number={number} name={name} /> : null}
        {action ? (
          <Button
            component={RouterLink}
            to={action.to}
            variant={isSent ? 'text' : 'contained'}
            aria-label={action.named}
            sx={{ minHeight: 44 }}
          >
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The letter's title, what is due, and whether a draft waits or it came back. */
function SlotSummary({ slot }: { slot: LetterSlot }) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const { number, mine } = slot;
  const isLate = slot.dueState === 'late';
  return (
    <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {slot.title || t('letters.letterNumber', { number })}
      </Typography>
      <Typography
        variant="body2"
        data-testid="due-words"
        sx={{ color: isLate ? 'error.main' : 'text.primary', fontWeight: isLate ? 600 : 400 }}
      >
        {dueWords(t, slot)}
        {slot.myDueDate && slot.dueState !== 'sent'
          ? ` · ${t('letters.due.dueOn', { date: format.day(slot.myDueDate) })}`
          : ''}
      </Typography>
      {mine?.status === 'draft' ? (
        <Typography variant="body2" color="text.secondary">
          {t('letters.slot.draft')}
        </Typography>
      ) : null}
      {mine?.status === 'returned' ? (
        <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
          {t('letters.slot.returned')}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Read: the other side's letter, named with "unread" until it is read. */
function ReadTheirsButton({
  theirs,
  number,
  name,
}: {
  theirs: NonNullable<LetterSlot['theirs']>;
  number: number;
  name: string;
}) {
  const { t } = useLettersTranslation();
  return (
    <Button
      component={RouterLink}
      to={buildPath(PATHS.letter, { id: theirs.id })}
      variant="outlined"
      sx={{ minHeight: 44, fontWeight: theirs.readAt === null ? 700 : 400 }}
      aria-label={
        theirs.readAt === null
          ? `${t('letters.actions.readNamed', { number, name })} (${t('letters.unread')})`
          : t('letters.actions.readNamed', { number, name })
      }
    >
      {t('letters.actions.read')}
      {theirs.readAt === null ? <span style={visuallyHidden}> ({t('letters.unread')})</span> : null}
    </Button>
  );
}
