// /edrocks/change_password
import Paper from '@mui/material/Paper';
import { ChangePasswordForm } from '../components/change-password-form';

export default function ChangePasswordRoute() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <ChangePasswordForm />
    </Paper>
  );
}
