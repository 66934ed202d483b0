// The texts of an agreement's published version, one per language.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Agreement } from '@portal/shared';
import { useAgreementsTranslation } from '../i18n';
import { LanguageText } from './agreement-language-text';

export function AgreementCurrentTexts({ agreement }: { agreement: Agreement }) {
  const { t } = useAgreementsTranslation();
  const currentId = useId();
  const current = agreement.versions.filter(
    (candidate) => candidate.version === agreement.currentVersion,
  );
  return (
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
  );
}
