// Sign-up with a registration code (screen "sign up") and the policy texts the form links to
// (terms and conditions, privacy policy: the `/policy` page).
//
// POST API.signup: a school's code makes a sponsor of that school, a village's code a student
// of that village. The answer is the login's ({access, refresh, data}): the person is signed in.
// A sponsor gives their date of birth (400 VALIDATION_ERROR, "Required" on `birthdate`, without
// it; a sponsor is SPONSOR_AGE.min to SPONSOR_AGE.max years old on the day they sign up): a
// sponsor under 18 then needs a parent's agreement before sponsoring or writing, and cannot
// change the date afterwards. A student may give theirs. The form asks everyone for it.
// Refusals: 400 REGISTRATION_CODE_INVALID, REGISTRATION_PLACE_DISABLED, REGISTRATION_CLOSED,
// REGISTRATION_CODE_SPONSORS_ONLY (a village's code from the phone app: `mobile: true`) or
// VALIDATION_ERROR; 409 EMAIL_ALREADY_REGISTERED; 429 TOO_MANY_SIGNUP_ATTEMPTS (repeated failures
// from one address).
import { z } from 'zod';
import { API } from '../api-paths';
import { defineEndpoint } from '../endpoint';
import { authResponseSchema } from './auth';
import { LANGUAGES } from '../constants';
import { fieldMessage } from '../messages';
import { birthdateField } from './sponsors';
import {
  deviceIdField,
  emailField,
  languageField,
  nameField,
  newPasswordField,
  withPasswordConfirmation,
} from './common';

export const REGISTRATION_CODE_MAX_LENGTH = 64;

/**
 * The ages a sponsor signing up may have on that day: younger is a mistyped year (this year's
 * date), older one too; a coordinator records any other date by hand (decision 030).
 */
export const SPONSOR_AGE = { min: 10, max: 100 } as const;

const required = fieldMessage('validation.required');

export const registrationCodeField = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(REGISTRATION_CODE_MAX_LENGTH, {
    error: fieldMessage('validation.maxChars', { num: REGISTRATION_CODE_MAX_LENGTH }),
  });

const signupFields = z.object({
  /** The registration code of a school or village (any letter case). */
  code: registrationCodeField,
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  password: newPasswordField,
  confirmPassword: z.string({ error: required }).max(512),
  /** Must be true: the person accepts the terms and conditions and the privacy policy. */
  acceptTerms: z.literal(true, { error: fieldMessage('validation.acceptTerms') }),
  /** The language the person chose; their account keeps it. */
  language: languageField,
  /** `YYYY-MM-DD`: required with a school's code (sponsors), kept on the record. */
  birthdate: birthdateField.optional(),
  /** The browser's own id (its sign-up is the sponsor's first sign-in source). */
  deviceId: deviceIdField.optional(),
  /**
   * Sent by the phone build, as at sign-in: only sponsors sign up there, so a village's code is
   * refused (400 REGISTRATION_CODE_SPONSORS_ONLY) before any account is made.
   */
  mobile: z.boolean().optional(),
});

export const signupBodySchema = withPasswordConfirmation(signupFields);
export type SignupBody = z.input<typeof signupBodySchema>;

/** The sign-up form: it does not know whose code it is, so it asks everyone for the date. */
export const signupFormSchema = withPasswordConfirmation(
  signupFields.extend({
    birthdate: z.string({ error: required }).min(1, { error: required }).pipe(birthdateField),
  }),
);

// ---------------------------------------------------------------------------------------------
// Policy texts

export const POLICY_DOCUMENTS = ['terms', 'privacy'] as const;
export type PolicyDocument = (typeof POLICY_DOCUMENTS)[number];

/** GET API.policy: `?language=en-US|es-CO`; without it, the request's Accept-Language. */
export const policyQuerySchema = z.object({
  language: z.enum(LANGUAGES, { error: fieldMessage('validation.invalidValue') }).optional(),
});
export type PolicyQuery = z.input<typeof policyQuerySchema>;

export const policySectionSchema = z.object({
  heading: z.string(),
  /** Plain text paragraphs, shown in order (no markup). */
  paragraphs: z.array(z.string()),
});

export const policyTextSchema = z.object({
  document: z.enum(POLICY_DOCUMENTS),
  title: z.string(),
  /** Changes whenever the text changes; sign-up records the version accepted. */
  version: z.string(),
  /** `YYYY-MM-DD`: the day this version applies from. */
  effectiveDate: z.string(),
  /** True while the programme has not yet reviewed the text (the page may say so). */
  needsReview: z.boolean(),
  /** An introduction shown before the sections. */
  summary: z.string(),
  sections: z.array(policySectionSchema),
});
export type PolicyText = z.infer<typeof policyTextSchema>;

export const policyResponseSchema = z.object({
  language: z.enum(LANGUAGES),
  terms: policyTextSchema,
  privacy: policyTextSchema,
});
export type PolicyResponse = z.infer<typeof policyResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints (public: people sign up and read the policy before they have an account)

export const SIGNUP_ENDPOINTS = {
  signup: defineEndpoint({
    method: 'POST',
    path: API.signup,
    access: 'public',
    tag: 'auth',
    summary: 'Sign up with a school or village registration code (answers like sign-in)',
    body: signupBodySchema,
    responses: { 201: authResponseSchema },
    errors: [400, 409, 429],
  }),
  policy: defineEndpoint({
    method: 'GET',
    path: API.policy,
    access: 'public',
    tag: 'policy',
    summary: 'Terms and conditions and privacy policy (current versions)',
    query: policyQuerySchema,
    responses: { 200: policyResponseSchema },
    errors: [400],
  }),
};
