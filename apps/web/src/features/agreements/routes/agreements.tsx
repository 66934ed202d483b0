// /edrocks/agreements: a sponsor signs their agreements (and sends the parent agreement);
// coordinators read the texts and their drafts (the super admin writes, edits and publishes
// them), and with `?sponsorId=` (a sponsor's details link here) follow that sponsor's parent
// agreement.
import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import { useSession } from '../../../lib/session';
import { AgreementTexts } from '../components/agreement-texts';
import { MyAgreements } from '../components/my-agreements';
import { ParentAgreementPanel } from '../components/parent-agreement-panel';

/** A positive whole number from the URL, else undefined. */
function idFrom(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

export default function AgreementsRoute() {
  const role = useSession().userData?.role;
  const [params] = useSearchParams();
  if (role === 'SPONSOR') return <MyAgreements />;
  const sponsorId = idFrom(params.get('sponsorId'));
  return (
    <Stack spacing={3}>
      {sponsorId === undefined ? null : <ParentAgreementPanel sponsorId={sponsorId} />}
      <AgreementTexts />
    </Stack>
  );
}
