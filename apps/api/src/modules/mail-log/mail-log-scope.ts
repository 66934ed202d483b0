// Whose mail an admin reads in the delivery log (the e-mail area is scoped): the addresses of the
// people in their scope (the sponsors they follow, lib/scopes/followed-sponsors.ts, those
// sponsors' parents, the students of their villages, and the accounts of all of them), plus the
// messages of the campaigns they can see. A campaign is theirs to see when every school and
// village it names is theirs (and it names at least one), or when they wrote it. Super and
// global admins read everything: the conditions are undefined for them.
import { sql, type SQL } from 'drizzle-orm';
import {
  adminSchools,
  adminVillages,
  emailCampaigns,
  mailOutbox,
  sponsorParents,
  sponsors,
  students,
  users,
} from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { followedSponsorsCondition } from '../../lib/scopes/followed-sponsors';
import { mustScope, scopeCondition } from '../../lib/scopes/scope';

/** `address` (lower case) is one of the caller's people's; undefined: every address is. */
export function reachableAddressCondition(auth: AuthContext, address: SQL): SQL | undefined {
  const followed = followedSponsorsCondition(auth, 'email');
  if (followed === undefined) return undefined;
  const byVillage = scopeCondition(auth, 'email', { village: students.villageId }) ?? sql`true`;
  return sql`(${address} in (select lower(${sponsors.email}) from ${sponsors} where ${followed})
    or ${address} in (select lower(${sponsorParents.email}) from ${sponsorParents} inner join ${sponsors} on ${sponsors.id} = ${sponsorParents.sponsorId} where ${followed})
    or ${address} in (select lower(${users.email}) from ${users} inner join ${sponsors} on ${sponsors.userId} = ${users.id} where ${followed})
    or ${address} in (select lower(${users.email}) from ${users} inner join ${students} on ${students.userId} = ${users.id} where ${byVillage}))`;
}

/** The caller may see this campaign (`email_campaigns` in the query); undefined: every one. */
export function visibleCampaignCondition(auth: AuthContext): SQL | undefined {
  if (!mustScope(auth, 'email')) return undefined;
  return sql`(${emailCampaigns.createdBy} = ${auth.userId} or (
    cardinality(${emailCampaigns.schoolIds}) + cardinality(${emailCampaigns.villageIds}) > 0
    and ${emailCampaigns.schoolIds} <@ coalesce((select array_agg(${adminSchools.schoolId}) from ${adminSchools} where ${adminSchools.userId} = ${auth.userId}), '{}'::integer[])
    and ${emailCampaigns.villageIds} <@ coalesce((select array_agg(${adminVillages.villageId}) from ${adminVillages} where ${adminVillages.userId} = ${auth.userId}), '{}'::integer[])))`;
}

/** The outbox rows an admin reads: their people's mail and their campaigns' messages. */
export function reachableMailCondition(auth: AuthContext): SQL | undefined {
  const byAddress = reachableAddressCondition(auth, sql`lower(${mailOutbox.to})`);
  const campaign = visibleCampaignCondition(auth);
  if (byAddress === undefined || campaign === undefined) return undefined;
  return sql`(${byAddress} or (${mailOutbox.campaignId} is not null and ${mailOutbox.campaignId} in (select ${emailCampaigns.id} from ${emailCampaigns} where ${campaign})))`;
}
