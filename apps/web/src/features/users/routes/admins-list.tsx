// /edrocks/admins ("Admin users")
import { UsersList } from '../components/users-list';

export default function AdminsListRoute() {
  return <UsersList screen="adminUsers" />;
}
