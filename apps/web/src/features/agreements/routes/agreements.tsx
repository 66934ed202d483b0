// /edrocks/agreements: a sponsor signs their agreements; coordinators read the texts (the super
// admin saves new versions).
import { useSession } from '../../../lib/session';
import { AgreementTexts } from '../components/agreement-texts';
import { MyAgreements } from '../components/my-agreements';

export default function AgreementsRoute() {
  const role = useSession().userData?.role;
  return role === 'SPONSOR' ? <MyAgreements /> : <AgreementTexts />;
}
