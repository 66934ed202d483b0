// Exporting a person: the endpoints that stream a ZIP of everything the portal holds about one
// person (a JSON file per kind of data, their files, a summary in their language). The super
// admin exports anyone; every signed-in person exports themselves, as they may see their data.
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import { PERSON_EXPORT_PATHS } from './person-export-constants';
import {
  personExportByEmailBodySchema,
  personExportParamsSchema,
  sponsorExportParamsSchema,
  studentExportParamsSchema,
} from './person-export';

const tag = 'person-export';

export const PERSON_EXPORT_ENDPOINTS = {
  person: defineEndpoint({
    method: 'GET',
    path: PERSON_EXPORT_PATHS.person,
    access: { area: 'personExport', mode: 'read' },
    tag,
    summary:
      "A user's person as a ZIP: account, record, sponsorships, letters, agreements, donations, orders, meetings, assessments, e-mails, settings, history and files, with a summary in their language",
    params: personExportParamsSchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
  me: defineEndpoint({
    method: 'GET',
    path: PERSON_EXPORT_PATHS.me,
    access: { area: 'profile', mode: 'read' },
    tag,
    summary:
      "The caller's own data as a ZIP, as they may see it (other people's contact data left out); throttled",
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [401, 429],
  }),
  student: defineEndpoint({
    method: 'GET',
    path: PERSON_EXPORT_PATHS.student,
    access: { area: 'personExport', mode: 'read' },
    tag,
    summary: "A student's record as a ZIP (for a student without an account)",
    params: studentExportParamsSchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
  sponsor: defineEndpoint({
    method: 'GET',
    path: PERSON_EXPORT_PATHS.sponsor,
    access: { area: 'personExport', mode: 'read' },
    tag,
    summary:
      "A sponsor's record as a ZIP, with its account when it has one (for a sponsor a coordinator added, who never signed up)",
    params: sponsorExportParamsSchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
  byEmail: defineEndpoint({
    method: 'POST',
    path: PERSON_EXPORT_PATHS.byEmail,
    access: { area: 'personExport', mode: 'read' },
    tag,
    summary:
      "Someone without an account (a donor, a ticket buyer, a parent) as a ZIP, by the e-mail they gave: gifts, orders, parent contacts and signatures, payments, e-mails, requests and history; an account's e-mail is refused (409 HAS_ACCOUNT)",
    body: personExportByEmailBodySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
