// One agreement on the coordinators' screen: its name, who signs it, whether it is required
// (the super admin's switch), its published texts per language and the draft of its next
// version, with the super admin's buttons to write, edit and publish that draft.
import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Agreement, type AgreementVersion, type Language } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useSetAgreementRequired } from '../api/update-agreement';
import { useAgreementsTranslation } from '../i18n';

/** The agreement's name in the screen's language (its key when the screen does not know it). */
export function useAgreementName() {
  const { t } = useAgreementsTranslation();
  return (agreement: Pick<Agreement, 'key'>) =>
    t(`agreements.keys.${agreement.key as 'sponsor-commitment'}`, { defaultValue: agreement.key });
}

export function AgreementCard({
  agreement,
  canEdit,
  onWrite,
  onPublish,
}: {
  agreement: Agreement;
  canEdit: boolean;
  onWrite: (language: Language, draft: AgreementVersion | undefined) => void;
  onPublish: () => void;
}) {
  const { t } = useAgreementsTranslation();
  const name = useAgreementName();
  const titleId = useId();
  const currentId = useId();
  const draftId = useId();
  const isPublished = agreement.currentVersion > 0;
  const textsOf = (version: number | null) =>
    agreement.versions.filter((candidate) => candidate.version === version);
  const current = textsOf(agreement.currentVersion);
  const draft = agreement.draftVersion === null ? [] : textsOf(agreement.draftVersion);
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {name(agreement)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`agreements.audience.${agreement.audience}`)} ·{' '}
          {isPublished
            ? t('agreements.publishedVersion', { version: agreement.currentVersion })
            : t('agreements.noPublishedVersion')}{' '}
          · {t(agreement.required ? 'agreements.required' : 'agreements.optional')}
        </Typography>
        {canEdit ? <RequiredSwitch agreement={agreement} /> : null}
        {!isPublished && agreement.required ? (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid={`gate-closed-${agreement.key}`}>
            {t('agreements.gateClosed')}
          </Alert>
        ) : null}
        {isPublished ? (
          <Box component="section" sx={{ mt: 2 }} aria-labelledby={currentId}>
            <Typography id={currentId} variant="subtitle1" component="h3">
              {t('agreements.currentTexts', { version: agreement.currentVersion })}
            </Typography>
            {LANGUAGES.map((language) => (
              <LanguageText
                key={language}
                language={language}
                text={current.find((version) => version.language === language)}
                emptyMessage={t('agreements.noTextInLanguage')}
              />
            ))}
          </Box>
        ) : null}
        {agreement.draftVersion === null ? (
          canEdit ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
              {LANGUAGES.map((language) => (
                <Button
                  key={language}
                  variant="outlined"
                  onClick={() => onWrite(language, undefined)}
                >
                  {t('agreements.newVersion', {
                    language: t(`agreements.languagesInText.${language}`),
                  })}
                </Button>
              ))}
            </Stack>
          ) : null
        ) : (
          <Box
            component="section"
            sx={{ mt: 2, p: 2, border: 1, borderColor: 'warning.main', borderRadius: 1 }}
            aria-labelledby={draftId}
          >
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography id={draftId} variant="subtitle1" component="h3">
                {t('agreements.draftTexts', { version: agreement.draftVersion })}
              </Typography>
              <Chip size="small" color="warning" variant="outlined" label={t('agreements.draft')} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('agreements.draftHelp')}
            </Typography>
            {LANGUAGES.map((language) => {
              const text = draft.find((version) => version.language === language);
              const languageName = t(`agreements.languagesInText.${language}`);
              return (
                <LanguageText
                  key={language}
                  language={language}
                  text={text}
                  emptyMessage={t('agreements.noDraftTextInLanguage')}
                  action={
                    canEdit ? (
                      <Button size="small" onClick={() => onWrite(language, text)}>
                        {t(text ? 'agreements.editDraft' : 'agreements.writeDraft', {
                          language: languageName,
                        })}
                      </Button>
                    ) : null
                  }
                />
              );
            })}
            {canEdit ? (
              <Button variant="contained" sx={{ mt: 2 }} onClick={onPublish}>
                {t('agreements.publish', { version: agreement.draftVersion })}
              </Button>
            ) : null}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** A text in one language (title, body in a scrolling box), or why there is none. */
function LanguageText({
  language,
  text,
  emptyMessage,
  action = null,
}: {
  language: Language;
  text: AgreementVersion | undefined;
  emptyMessage: string;
  action?: ReactNode;
}) {
  const { t } = useAgreementsTranslation();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4">
        {t(`agreements.languages.${language}`)}
        {text ? `: ${text.title}` : ''}
      </Typography>
      {text ? (
        <Box
          sx={{
            whiteSpace: 'pre-wrap',
            mt: 1,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            maxHeight: 240,
            overflowY: 'auto',
          }}
          tabIndex={0}
          aria-label={t('agreements.textLabel', { title: text.title })}
        >
          <Typography variant="body2">{text.text}</Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {emptyMessage}
        </Typography>
      )}
      {text?.needsReview && text.publishedAt === null ? (
        <Typography variant="caption" color="text.secondary">
          {t('agreements.draftNeedsReview')}
        </Typography>
      ) : null}
      {action ? <Box>{action}</Box> : null}
    </Box>
  );
}

/** Whether everyone of the audience is asked to sign it (and pairing waits for it). */
function RequiredSwitch({ agreement }: { agreement: Agreement }) {
  const { t } = useAgreementsTranslation();
  const update = useSetAgreementRequired();
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      control={
        <Switch
          checked={agreement.required}
          disabled={update.isPending}
          onChange={(event) => {
            update
              .mutateAsync({ id: agreement.id, required: event.target.checked })
              .then((saved) =>
                notify.success(
                  t(saved.required ? 'agreements.nowRequired' : 'agreements.nowOptional'),
                ),
              )
              .catch((error: unknown) => notify.error(getErrorMessage(error, t)));
          }}
        />
      }
      label={t('agreements.requiredSwitch')}
    />
  );
}
