// /edrocks/sponsorship for a sponsor: "My students" (their sponsorships this year) and "Sponsor a
// student": students of enabled villages with room this year (photo, first name, age, grade,
// village; nothing else), filtered by village, grade, gender and age. Choosing one holds them
// for 30 minutes while the sponsor signs whatever agreements are missing; "Confirm" turns the
// hold into the sponsorship, or, without every agreement, leads to the agreements page. The held
// student's card says so and offers Confirm, from the same place as the hold's banner.
import { useSponsorshipTranslation } from '../i18n';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrowseStudents } from './browse-students';
import { HoldPanel } from './hold-panel';
import { MyStudents } from './my-students';
import { useConfirmHold } from './use-confirm-hold';

export function SponsorSponsorship() {
  const { t } = useSponsorshipTranslation();
  const confirmHold = useConfirmHold();
  return (
    <Stack spacing={4}>
      <MyStudents />
      <Box component="section" aria-labelledby="sponsor-a-student">
        <Typography id="sponsor-a-student" variant="h5" component="h2" gutterBottom>
          {t('sponsorship.sponsor.title')}
        </Typography>
        <HoldPanel confirmHold={confirmHold} />
        <BrowseStudents confirmHold={confirmHold} />
      </Box>
    </Stack>
  );
}
