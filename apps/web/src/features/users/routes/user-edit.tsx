// /edrocks/users/new and /edrocks/users/:id
import { UserScreenView } from '../components/user-screen';

export default function UserEditRoute() {
  return <UserScreenView screen="allUsers" />;
}
