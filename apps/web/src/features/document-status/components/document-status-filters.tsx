// The document status grid's own filters beside the report's year and school: the village, and
// "Only missing" with its hint for screen readers.
import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { FilterSelect } from '../../../components/data-table';
import type { ReportFilters } from '../../../components/report';
import { useDocumentStatusTranslation } from '../i18n';

export function DocumentStatusFilters({
  villageId,
  isOnlyMissing,
  villageOptions,
  onFilterChange,
}: {
  villageId: string | undefined;
  isOnlyMissing: boolean;
  villageOptions: ReportFilters['villageOptions'];
  onFilterChange: (name: 'villageId' | 'onlyMissing', value: string | undefined) => void;
}) {
  const { t } = useDocumentStatusTranslation();
  const onlyMissingHintId = useId();
  return (
    <>
      <FilterSelect
        name="villageId"
        label={t('documentStatus.filters.village')}
        value={villageId}
        onChange={(value) => onFilterChange('villageId', value)}
        options={villageOptions}
      />
      <FormControlLabel
        control={
          <Switch
            checked={isOnlyMissing}
            onChange={(event) =>
              onFilterChange('onlyMissing', event.target.checked ? 'true' : undefined)
            }
            slotProps={{ input: { 'aria-describedby': onlyMissingHintId } }}
          />
        }
        label={
          <>
            {t('documentStatus.filters.onlyMissing')}
            <Box component="span" id={onlyMissingHintId} sx={{ display: 'none' }}>
              {t('documentStatus.filters.onlyMissingHint')}
            </Box>
          </>
        }
        sx={{ minHeight: 44, mr: 0 }}
      />
    </>
  );
}
