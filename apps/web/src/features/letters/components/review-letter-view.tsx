// A coordinator's review of one sent letter: why it waits, its languages (with a way to correct
// them), the original and its translation side by side, every screening match marked where it
// was found, the attached file shown in place, the translation to write or correct, and the
// decision: deliver it (refused while a pause, a deactivated writer or an unknown reader language
// holds it), or return it to its writer with a note. Claiming keeps two coordinators off the same
// letter; the history says who did what, and when.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Language, Letter, LetterReview, ScreenedField, ScreeningMatch } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useClaimLetter } from '../api/claim-letter';
import { useDeliverLetter } from '../api/deliver-letter';
import { LETTER_KEYS } from '../api/letter-keys';
import { useReleaseLetter } from '../api/release-letter';
import { useReturnLetter } from '../api/return-letter';
import { useLettersTranslation } from '../i18n';
import { AttachmentView } from './attachment-view';
import { HighlightedText } from './highlighted-text';
import { fullName } from './person-name';
import { ReviewHistory } from './review-history';
import { ReviewLanguages } from './review-languages';
import { blockingReasons, ReviewReasons } from './review-reasons';
import { ReturnDialog } from './review-return-dialog';
import { TranslationForm } from './review-translation-form';

const NO_REVIEW: LetterReview = {
  reasons: [],
  matches: [],
  detectedLanguage: null,
  pause: null,
  claimedBy: null,
  claimedAt: null,
  events: [],
  village: { id: 0, name: '' },
  school: { id: 0, name: '' },
};

export function ReviewLetterView({ letter }: { letter: Letter }) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSession().userData?.id;
  const review = letter.review ?? NO_REVIEW;
  const isWaiting = letter.status === 'in_review';
  const isMine = review.claimedBy !== null && review.claimedBy.id === userId;
  const isHeldByOther = review.claimedBy !== null && !isMine;
  const needsTranslation =
    letter.targetLanguage !== null && letter.originalLanguage !== letter.targetLanguage;
  const hasTranslation = letter.translatedMessage !== null;
  const blocking = isWaiting ? blockingReasons(review.reasons) : [];
  const [editing, setEditing] = useState(isWaiting && needsTranslation && !hasTranslation);
  const [confirmingDeliver, setConfirmingDeliver] = useState(false);
  const [returning, setReturning] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const claim = useClaimLetter();
  const release = useReleaseLetter();
  const deliver = useDeliverLetter();
  const sendBack = useReturnLetter(letter.id);
  const busy = claim.isPending || release.isPending || deliver.isPending || sendBack.isPending;
  const when = (value: string) => format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  const kindLabel = (match: ScreeningMatch) => t(`screening.kinds.${match.kind}`);
  const matchesOf = (field: ScreenedField) =>
    review.matches.filter((match) => match.field === field);
  const language = (code: Language) => format.languageName(code);

  /** A refusal shows above the letter, which reloads to show why. */
  function showRefusal(error: unknown) {
    setActionError(error);
    void queryClient.invalidateQueries({ queryKey: LETTER_KEYS.detail(letter.id) });
  }

  /** Runs a decision; a refusal shows above the letter. */
  async function act(run: () => Promise<unknown>, success: string): Promise<boolean> {
    setActionError(null);
    try {
      await run();
      notify.success(success);
      return true;
    } catch (error) {
      showRefusal(error);
      return false;
    }
  }

  async function confirmDeliver() {
    const isDone = await act(() => deliver.mutateAsync(letter.id), t('letters.review.delivered'));
    setConfirmingDeliver(false);
    if (isDone) await navigate(PATHS.letterReview);
  }

  async function confirmReturn(note: string) {
    const isDone = await act(() => sendBack.mutateAsync(note), t('letters.review.returned'));
    setReturning(false);
    if (isDone) await navigate(PATHS.letterReview);
  }

  return (
    <Stack spacing={2} data-testid="review-letter">
      <Box>
        <Button component={RouterLink} to={PATHS.letterReview} startIcon={<ArrowBackIcon />}>
          {t('nav.letterReview')}
        </Button>
      </Box>
      <Box>
        <Typography variant="h5" component="h2">
          {t('letters.review.title', {
            number: letter.number,
            writer: fullName(letter.writer),
            recipient: fullName(letter.recipient),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            review.school.name
              ? t('letters.review.place', {
                  school: review.school.name,
                  village: review.village.name,
                })
              : null,
            letter.sentAt ? t('letters.reader.sentOn', { date: when(letter.sentAt) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>

      {!isWaiting ? (
        <Alert severity="info">
          {t('letters.review.notWaiting', { status: t(`letters.status.${letter.status}`) })}
        </Alert>
      ) : null}
      {actionError ? (
        <Alert severity="error" role="alert" data-testid="review-error">
          {getErrorMessage(actionError, t)}
        </Alert>
      ) : null}

      {isWaiting ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <ReviewReasons letter={letter} />
            <Typography variant="body2" data-testid="claim-state">
              {review.claimedBy
                ? t('letters.review.claimedByName', {
                    name: review.claimedBy.name,
                    time: review.claimedAt ? when(review.claimedAt) : '',
                  })
                : t('letters.review.notClaimed')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {!review.claimedBy ? (
                <Button
                  variant="outlined"
                  disabled={busy}
                  loading={claim.isPending}
                  onClick={() =>
                    void act(() => claim.mutateAsync(letter.id), t('letters.review.claimedDone'))
                  }
                  sx={{ minHeight: 44 }}
                >
                  {t('letters.review.claim')}
                </Button>
              ) : null}
              {isMine ? (
                <Button
                  disabled={busy}
                  loading={release.isPending}
                  onClick={() =>
                    void act(() => release.mutateAsync(letter.id), t('letters.review.releasedDone'))
                  }
                  sx={{ minHeight: 44 }}
                >
                  {t('letters.review.release')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Paper>
      ) : null}

      <ReviewLanguages
        letter={letter}
        canCorrect={isWaiting && !isHeldByOther && !busy}
        onError={showRefusal}
      />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: needsTranslation ? '1fr 1fr' : '1fr' },
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="review-original"
          sx={{ p: 2, minWidth: 0 }}
        >
          <Typography id="review-original" variant="subtitle2" component="h3" gutterBottom>
            {t('letters.review.original', { language: language(letter.originalLanguage) })}
          </Typography>
          <Box lang={letter.originalLanguage} data-testid="review-original-text">
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              <HighlightedText
                text={letter.subject}
                matches={matchesOf('subject')}
                kindLabel={kindLabel}
              />
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <HighlightedText
                text={letter.message}
                matches={matchesOf('message')}
                kindLabel={kindLabel}
              />
            </Typography>
          </Box>
        </Paper>
        {needsTranslation && letter.targetLanguage !== null ? (
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="review-translation"
            sx={{ p: 2, minWidth: 0 }}
          >
            <Typography id="review-translation" variant="subtitle2" component="h3" gutterBottom>
              {t('letters.review.translation', { language: language(letter.targetLanguage) })}
            </Typography>
            {editing ? (
              <TranslationForm
                letter={letter}
                onDone={() => setEditing(false)}
                onCancel={hasTranslation ? () => setEditing(false) : undefined}
              />
            ) : (
              <Stack spacing={1}>
                {letter.translationSource ? (
                  <Typography variant="body2" color="text.secondary">
                    {letter.translationSource === 'machine'
                      ? t('letters.review.machine')
                      : t('letters.review.manual')}
                  </Typography>
                ) : null}
                {hasTranslation ? (
                  <Box lang={letter.targetLanguage} data-testid="review-translation-text">
                    <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
                      <HighlightedText
                        text={letter.translatedSubject ?? ''}
                        matches={matchesOf('translatedSubject')}
                        kindLabel={kindLabel}
                      />
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      <HighlightedText
                        text={letter.translatedMessage ?? ''}
                        matches={matchesOf('translatedMessage')}
                        kindLabel={kindLabel}
                      />
                    </Typography>
                  </Box>
                ) : (
                  <Typography color="text.secondary">
                    {t('letters.review.noTranslation')}
                  </Typography>
                )}
                {isWaiting ? (
                  <Box>
                    <Button
                      variant="outlined"
                      onClick={() => setEditing(true)}
                      disabled={busy}
                      sx={{ minHeight: 44 }}
                    >
                      {hasTranslation
                        ? t('letters.review.editTranslation')
                        : t('letters.review.writeTranslation')}
                    </Button>
                  </Box>
                ) : null}
              </Stack>
            )}
          </Paper>
        ) : null}
      </Box>
      {letter.targetLanguage !== null && !needsTranslation ? (
        <Typography variant="body2" color="text.secondary">
          {t('letters.review.noTranslationNeeded', {
            language: language(letter.originalLanguage),
          })}
        </Typography>
      ) : null}

      <Paper variant="outlined" component="section" aria-labelledby="review-matches" sx={{ p: 2 }}>
        <Typography id="review-matches" variant="subtitle2" component="h3" gutterBottom>
          {t('letters.review.matchesTitle')}
        </Typography>
        {review.matches.length === 0 ? (
          <Typography color="text.secondary">{t('letters.review.noMatches')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="review-match-list">
            {review.matches.map((match, index) => (
              <li key={`${match.field}-${match.start}-${index}`}>
                {t('letters.review.match', {
                  kind: kindLabel(match),
                  field: t(`screening.fields.${match.field}`),
                  text: match.text,
                })}
              </li>
            ))}
          </Box>
        )}
      </Paper>

      {letter.attachment ? (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="review-attachment"
          sx={{ p: 2 }}
        >
          <Typography id="review-attachment" variant="subtitle2" component="h3" gutterBottom>
            {t('letters.review.attachmentTitle', { name: letter.attachment.name })}
          </Typography>
          <AttachmentView attachment={letter.attachment} />
        </Paper>
      ) : null}

      {isWaiting ? (
        <Stack spacing={1}>
          {blocking.length > 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="deliver-blocked">
              {t('letters.review.cannotDeliver', {
                reasons: blocking.map((reason) => t(`letters.reasons.${reason}`)).join(', '),
              })}
            </Typography>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              disabled={busy || (editing && needsTranslation) || blocking.length > 0}
              onClick={() => setConfirmingDeliver(true)}
              sx={{ minHeight: 44 }}
            >
              {t('letters.review.deliver')}
            </Button>
            <Button
              variant="outlined"
              color="warning"
              disabled={busy}
              onClick={() => setReturning(true)}
              sx={{ minHeight: 44 }}
            >
              {t('letters.review.return')}
            </Button>
          </Stack>
        </Stack>
      ) : null}

      <ReviewHistory events={review.events} />

      <ConfirmDialog
        open={confirmingDeliver}
        title={t('letters.review.deliverTitle', { number: letter.number })}
        description={t('letters.review.deliverText', {
          number: letter.number,
          name: fullName(letter.recipient),
        })}
        confirmLabel={t('letters.review.deliverButton', { number: letter.number })}
        busy={deliver.isPending}
        onConfirm={() => void confirmDeliver()}
        onCancel={() => setConfirmingDeliver(false)}
      />
      <ReturnDialog
        open={returning}
        letter={letter}
        busy={sendBack.isPending}
        onConfirm={(note) => void confirmReturn(note)}
        onCancel={() => setReturning(false)}
      />
    </Stack>
  );
}
