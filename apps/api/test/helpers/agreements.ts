// Agreements as other areas' tests need them. A fresh database has the three required agreements
// with default texts as drafts only, so every sponsor lacks them and the gate before sponsoring
// and letter writing is closed (docs/decisions/033-agreements-fail-closed.md). A test about
// another area either makes them optional or publishes a text of its own, as the super admin
// does on the Agreements screen.
import { inArray } from 'drizzle-orm';
import {
  agreementListSchema,
  agreementSchema,
  type Language,
  AGREEMENT_PATHS,
} from '@portal/shared';
import type { DatabaseHandle } from '../../src/db/client';
import { agreements } from '../../src/db/schema/index';
import type { Actor } from './fixtures';

/**
 * No agreement required (a configuration the super admin may choose): nothing is missing for
 * anyone, and the tests of the gate itself sit in modules/agreements.
 */
export async function makeAgreementsOptional(database: DatabaseHandle, keys?: string[]) {
  await database.db
    .update(agreements)
    .set({ required: false })
    .where(keys ? inArray(agreements.key, keys) : undefined);
}

async function ok(response: Awaited<ReturnType<Actor['request']>>, status: number) {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response;
}

async function agreementNamed(superAdmin: Actor, key: string) {
  const list = agreementListSchema.parse(
    (await ok(await superAdmin.request('GET', AGREEMENT_PATHS.agreements), 200)).json(),
  );
  const agreement = list.items.find((item) => item.key === key);
  if (!agreement) throw new Error(`no agreement ${key}`);
  return agreement;
}

/**
 * Writes the draft of the agreement's next version in `language` through the API, as the super
 * admin does: over the draft's text in that language when it has one, else beside it.
 */
export async function writeAgreementDraft(
  superAdmin: Actor,
  key: string,
  text: { language: Language; title: string; text: string },
): Promise<void> {
  const agreement = await agreementNamed(superAdmin, key);
  const draft = agreement.versions.find(
    (version) => version.version === agreement.draftVersion && version.language === text.language,
  );
  if (draft) {
    await ok(
      await superAdmin.request(
        'PUT',
        AGREEMENT_PATHS.agreementVersion.replace(':versionId', String(draft.id)),
        {
          title: text.title,
          text: text.text,
        },
      ),
      200,
    );
  } else {
    await ok(
      await superAdmin.request(
        'POST',
        AGREEMENT_PATHS.agreementVersions.replace(':id', String(agreement.id)),
        text,
      ),
      201,
    );
  }
}

/** Publishes the agreement's draft number through the API; answers the agreement after it. */
export async function publishAgreementDraft(superAdmin: Actor, key: string) {
  const agreement = await agreementNamed(superAdmin, key);
  if (agreement.draftVersion === null) throw new Error(`no draft of ${key} to publish`);
  return agreementSchema.parse(
    (
      await ok(
        await superAdmin.request(
          'POST',
          AGREEMENT_PATHS.agreementPublish.replace(':id', String(agreement.id)),
          { version: agreement.draftVersion },
        ),
        200,
      )
    ).json(),
  );
}

/**
 * Publishes a text of the agreement `key` as the only text the tests read: it replaces the draft
 * of the next version in every language the draft has (the defaults of a fresh database), is
 * written in `language` if the draft has none, and that number is published. Answers the id of
 * the published text in `language`, the one a sponsor signs.
 */
export async function publishAgreementText(
  superAdmin: Actor,
  key: string,
  text: { language: Language; title: string; text: string },
): Promise<number> {
  const agreement = await agreementNamed(superAdmin, key);
  const languages = new Set([
    text.language,
    ...agreement.versions
      .filter((version) => version.version === agreement.draftVersion)
      .map((version) => version.language),
  ]);
  for (const language of languages) {
    await writeAgreementDraft(superAdmin, key, { ...text, language });
  }
  const published = await publishAgreementDraft(superAdmin, key);
  const row = published.versions.find(
    (candidate) =>
      candidate.version === published.currentVersion && candidate.language === text.language,
  );
  if (!row) throw new Error(`published ${key} has no text in ${text.language}`);
  return row.id;
}
