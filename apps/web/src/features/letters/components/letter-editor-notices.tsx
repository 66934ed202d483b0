// What the writer's screen says above the letter: the coordinator's note on a returned letter,
// words restored from this browser, why the writer may not write now (agreements to accept, or
// a deactivated sponsor: contact the coordinator), and the last problem: a field left empty, or
// the server's refusal in the writer's language (nothing typed is lost either way).
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Letter, LetterWriteBlock } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { getErrorMessage, hasErrorCode } from '../../../lib/errors';
import { useLettersTranslation } from '../i18n';
import type { Problem } from './use-letter-draft';

/** Errors whose reason the writer can act on, shown under "Error saving the letter". */
const EXPLAINED_ERRORS = [
  'LETTER_NOT_EDITABLE',
  'LETTER_ATTACHMENT_UNAVAILABLE',
  'SPONSORSHIP_ENDED',
  'PERIOD_CLOSED',
];

/** Refusals that trying again does not fix: their own message says what to do. */
const SELF_EXPLAINED_ERRORS = ['AGREEMENTS_REQUIRED', 'LETTER_WRITER_INACTIVE'];

export function LetterEditorNotices({
  letter,
  isRestored,
  writeBlock,
  problem,
}: {
  letter?: Letter;
  isRestored: boolean;
  writeBlock: LetterWriteBlock | null;
  problem: Problem;
}) {
  const { t } = useLettersTranslation();
  const error = problem?.kind === 'error' ? problem.error : undefined;
  const isRefusedAsInactive = hasErrorCode(error, 'LETTER_WRITER_INACTIVE');
  const needsAgreements = hasErrorCode(error, 'AGREEMENTS_REQUIRED');
  const isFieldsProblem =
    problem?.kind === 'fields' || hasErrorCode(error, 'LETTER_FIELDS_REQUIRED');
  const isSelfExplained = SELF_EXPLAINED_ERRORS.some((code) => hasErrorCode(error, code));
  const isExplained = EXPLAINED_ERRORS.some((code) => hasErrorCode(error, code));
  const toAgreements = (
    <Link component={RouterLink} to={PATHS.agreements}>
      {t('letters.toAgreements')}
    </Link>
  );
  return (
    <>
      {letter?.status === 'returned' && letter.returnNote ? (
        <Alert severity="warning" data-testid="return-note">
          <AlertTitle>{t('letters.writer.returnedTitle')}</AlertTitle>
          {letter.returnNote}
        </Alert>
      ) : null}
      {isRestored ? <Alert severity="info">{t('letters.writer.restored')}</Alert> : null}
      {writeBlock === 'agreements' && !needsAgreements ? (
        <Alert severity="warning" data-testid="agreements-needed">
          {t('letters.agreementsNeeded')} {toAgreements}
        </Alert>
      ) : null}
      {writeBlock === 'inactive' && !isRefusedAsInactive ? (
        <Alert severity="warning" data-testid="writer-inactive">
          {t('letters.inactive')}
        </Alert>
      ) : null}
      {isFieldsProblem ? (
        <Alert severity="error" role="alert" data-testid="letter-problem">
          {t('validation.fillAllFields')}
        </Alert>
      ) : isSelfExplained ? (
        <Alert severity="error" role="alert" data-testid="letter-problem">
          {getErrorMessage(error, t)} {needsAgreements ? toAgreements : null}
        </Alert>
      ) : error ? (
        <Alert severity="error" role="alert" data-testid="letter-problem">
          <Box component="span" sx={{ display: 'block' }}>
            {t('errors.letterSave')}
          </Box>
          {isExplained ? (
            <Box component="span" sx={{ display: 'block' }}>
              {getErrorMessage(error, t)}
            </Box>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}
