// The schools and villages an ADMIN works with, picked on "Admin users".
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLists } from '../../../lib/get-lists';
import { useUsersTranslation } from '../i18n';
import { ScopePicker, type ScopeOption } from './scope-picker';

export function AdminScopeFields({
  schools,
  setSchools,
  villages,
  setVillages,
}: {
  schools: ScopeOption[];
  setSchools: (schools: ScopeOption[]) => void;
  villages: ScopeOption[];
  setVillages: (villages: ScopeOption[]) => void;
}) {
  const { t } = useUsersTranslation();
  const lookups = useLists();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="h6">
        {t('users.scope.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('users.scope.intro')}
      </Typography>
      <ScopePicker
        name="schools"
        label={t('users.scope.schools')}
        options={lookups.data?.schools ?? []}
        value={schools}
        onChange={setSchools}
      />
      <ScopePicker
        name="villages"
        label={t('users.scope.villages')}
        options={lookups.data?.villages ?? []}
        value={villages}
        onChange={setVillages}
      />
    </Box>
  );
}
