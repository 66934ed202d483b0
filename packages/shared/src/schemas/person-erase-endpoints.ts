// Erasing a person: the endpoint under /edrocks/api/people, apart from the schemas it names so
// that the web's build can keep its method and path without the schemas (decision 028).
import { defineEndpoint } from '../endpoint';
import { PERSON_ERASE_PATHS } from './person-erase-constants';
import {
  personEraseBodySchema,
  personEraseByEmailBodySchema,
  personEraseByEmailResultSchema,
  personEraseParamsSchema,
  personEraseResultSchema,
  sponsorEraseParamsSchema,
  studentEraseParamsSchema,
} from './person-erase';

export const PERSON_ERASE_ENDPOINTS = {
  erase: defineEndpoint({
    method: 'POST',
    path: PERSON_ERASE_PATHS.person,
    access: { area: 'personErase', mode: 'write' },
    tag: 'person-erase',
    summary:
      'Erases a person (a user account with its sponsor or student record): `dryRun: true` answers the preview and changes nothing; `dryRun: false` erases, irreversibly',
    params: personEraseParamsSchema,
    body: personEraseBodySchema,
    responses: { 200: personEraseResultSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  eraseStudent: defineEndpoint({
    method: 'POST',
    path: PERSON_ERASE_PATHS.student,
    access: { area: 'personErase', mode: 'write' },
    tag: 'person-erase',
    summary:
      "Erases a student record, with its account when it has one (the account's erasure): `dryRun: true` answers the preview",
    params: studentEraseParamsSchema,
    body: personEraseBodySchema,
    responses: { 200: personEraseResultSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  eraseSponsor: defineEndpoint({
    method: 'POST',
    path: PERSON_ERASE_PATHS.sponsor,
    access: { area: 'personErase', mode: 'write' },
    tag: 'person-erase',
    summary:
      "Erases a sponsor record, with its account when it has one (the account's erasure): `dryRun: true` answers the preview",
    params: sponsorEraseParamsSchema,
    body: personEraseBodySchema,
    responses: { 200: personEraseResultSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  eraseByEmail: defineEndpoint({
    method: 'POST',
    path: PERSON_ERASE_PATHS.byEmail,
    access: { area: 'personErase', mode: 'write' },
    tag: 'person-erase',
    summary:
      "Erases someone without an account (a donor, a ticket buyer, a parent) by the e-mail they gave: `dryRun: true` answers the preview; an account's e-mail is refused (409 HAS_ACCOUNT), an e-mail the portal does not hold answers 404",
    body: personEraseByEmailBodySchema,
    responses: { 200: personEraseByEmailResultSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
