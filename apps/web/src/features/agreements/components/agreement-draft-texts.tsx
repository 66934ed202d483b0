// The draft of an agreement's next version: its text per language, with the super admin's
// buttons to write or edit each one and to publish the draft.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Agreement, type AgreementVersion, type Language } from '@portal/shared';
import { useAgreementsTranslation } from '../i18n';
import { LanguageText } from './agreement-language-text';

export function AgreementDraftTexts({
  agreement,
  draftVersion,
  canEdit,
  onWrite,
  onPublish,
}: {
  agreement: Agreement;
  draftVersion: number;
  canEdit: boolean;
  onWrite: (language: Language, draft: AgreementVersion | undefined) => void;
  onPublish: () => void;
}) {
  const { t } = useAgreementsTranslation();
  const draftId = useId();
  const draft = agreement.versions.filter((candidate) => candidate.version === draftVersion);
  return (
    <Box
      component="section"
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'warning.main', borderRadius: 1 }}
      aria-labelledby={draftId}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={draftId} variant="subtitle1" component="h3">
          {t('agreements.draftTexts', { version: draftVersion })}
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
          {t('agreements.publish', { version: draftVersion })}
        </Button>
      ) : null}
    </Box>
  );
}
