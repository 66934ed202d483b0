// /edrocks/email/addresses: the addresses campaigns leave out. (The screen's title is the app bar's h1.)
import { AddressesList } from '../components/addresses-list';

export default function AddressesListRoute() {
  return <AddressesList />;
}
