// /edrocks/admins/new and /edrocks/admins/:id
import { UserScreenView } from '../components/user-screen';

export default function AdminEditRoute() {
  return <UserScreenView screen="adminUsers" />;
}
