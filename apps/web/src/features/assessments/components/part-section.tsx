// One of the five parts as a card, for the sponsor who writes it and the coordinator who reads
// it: the part's name as the section's heading, its status chip beside it, then the screen's
// content. The heading's id comes from the screen, whose buttons name the part through it. A
// submitted text shows as written (PartText).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Assessment } from '@portal/shared';
import { useAssessmentsTranslation } from '../i18n';
import { StatusChip } from './status-chip';

export function PartSection({
  assessment,
  headingId,
  heading,
  spacing,
  children,
}: {
  assessment: Assessment;
  headingId: string;
  /** h2 on the sponsor's own page, h3 under the sponsor's name on a coordinator's. */
  heading: 'h2' | 'h3';
  spacing: number;
  children: ReactNode;
}) {
  const { t } = useAssessmentsTranslation();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid={`assessment-${assessment.part}`}
    >
      <Stack spacing={spacing}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography id={headingId} variant="h6" component={heading}>
            {t(`assessments.parts.${assessment.part}`)}
          </Typography>
          <StatusChip status={assessment.status} />
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** A submitted or returned text as the sponsor wrote it: line breaks kept, long words wrapped. */
export function PartText({ text, testId }: { text: string | null; testId: string }) {
  return (
    <Box
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        bgcolor: 'action.hover',
        borderRadius: 1,
        p: 2,
      }}
      data-testid={testId}
    >
      {text}
    </Box>
  );
}
