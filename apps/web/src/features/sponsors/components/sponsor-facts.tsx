// The sponsor's name with whether they are active, then their contact data, school, birthday,
// linked account and leadership distinction.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SponsorDetails } from '@portal/shared';
import { DetailsList } from '../../../components/details-list';
import { useFormat } from '../../../lib/format';
import { useSponsorsTranslation } from '../i18n';

export function SponsorFacts({ sponsor }: { sponsor: SponsorDetails }) {
  const { t } = useSponsorsTranslation();
  const format = useFormat();
  const yesNo = (value: boolean) => t(value ? 'sponsors.yes' : 'sponsors.no');
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
      >
        <Typography component="h2" variant="h5" data-testid="sponsor-name">
          {sponsor.fullName}
        </Typography>
        <Chip
          size="small"
          color={sponsor.active ? 'success' : 'default'}
          label={t(sponsor.active ? 'sponsors.active' : 'sponsors.inactive')}
        />
      </Stack>
      <DetailsList
        items={[
          { id: 'email', label: t('sponsors.fields.email'), value: sponsor.email },
          { id: 'phone', label: t('sponsors.fields.phone'), value: sponsor.phone },
          { id: 'school', label: t('sponsors.fields.school'), value: sponsor.schoolName },
          {
            id: 'birthdate',
            label: t('sponsors.fields.birthdate'),
            value: sponsor.birthdate
              ? format.date(`${sponsor.birthdate}T12:00:00Z`, {
                  dateStyle: 'long',
                  timeZone: 'UTC',
                })
              : null,
          },
          {
            id: 'account',
            label: t('sponsors.fields.account'),
            value: t(sponsor.hasAccount ? 'sponsors.accountLinked' : 'sponsors.accountNone'),
          },
          {
            id: 'leadershipDistinction',
            label: t('sponsors.fields.leadershipDistinction'),
            value: yesNo(sponsor.leadershipDistinction),
          },
        ]}
      />
    </>
  );
}
