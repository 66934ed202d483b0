// /edrocks/users ("All users")
import { UsersList } from '../components/users-list';

export default function UsersListRoute() {
  return <UsersList screen="allUsers" />;
}
