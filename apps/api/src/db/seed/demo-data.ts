// A small, realistic, bilingual data set for `npm run demo`: schools and villages in Colombia
// and one account per role. Idempotent (inserts only what is missing); later issues add their
// areas (students, sponsorships, letters...) here.
import type { Database } from '../client';
import type { FileStore } from '../../lib/files/file-store';
import type { PasswordHasher } from '../../lib/passwords';
import { DEMO_ACCOUNTS, seedDemoAccounts, type DemoAccount } from './demo-accounts';
import { seedDemoDataRequests } from './demo-data-requests';
import { seedDemoDonations } from './demo-donations';
import { seedDemoEmail } from './demo-email';
import { seedDemoEvents } from './demo-events';
import { seedDemoGuardianAuthorisations } from './demo-guardian';
import { seedDemoLeadership } from './demo-leadership';
import { seedDemoLetters } from './demo-letters';
import { seedDemoParentAgreements } from './demo-parent-agreements';
import { seedDemoPlaces } from './demo-places';
import { seedDemoSponsors } from './demo-sponsors';
import { seedDemoStudents } from './demo-students';
import { publishDemoAgreementTexts, seedDemoPeriods, seedDemoSponsorships } from './demo-year';

export { DEMO_ACCOUNTS, DEMO_ADMIN_SCOPE, type DemoAccount } from './demo-accounts';
export { DEMO_SPONSORS } from './demo-sponsors';
export { seedDemoPeriods } from './demo-year';

export async function seedDemoData(
  db: Database,
  passwords: PasswordHasher,
  /** Where the portal is reached: the links in the demo's e-mails. */
  publicUrl = 'http://localhost:3000',
  /** Where the API keeps uploads: the demo letters' attached drawing goes there. */
  store?: FileStore,
): Promise<readonly DemoAccount[]> {
  const places = await seedDemoPlaces(db);
  await seedDemoAccounts(db, passwords, places);
  await seedDemoStudents(db, places);
  await seedDemoGuardianAuthorisations(db, new Date(), store);
  await seedDemoSponsors(db, places.schoolIds);
  await publishDemoAgreementTexts(db, new Date());
  await seedDemoPeriods(db, new Date());
  await seedDemoSponsorships(db, new Date());
  await seedDemoParentAgreements(db, publicUrl, new Date());
  await seedDemoLetters(db, new Date(), store);
  await seedDemoLeadership(db, new Date(), places.schoolIds);
  await seedDemoEvents(db, new Date());
  await seedDemoDonations(db, new Date());
  await seedDemoEmail(db, new Date());
  await seedDemoDataRequests(db, new Date());
  return DEMO_ACCOUNTS;
}
