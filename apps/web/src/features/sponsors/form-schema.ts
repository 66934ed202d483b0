// The sponsor and parent forms: the shared schemas, with the pickers' string values ("" for
// none) turned into what the API takes. Same messages as the server's.
import { z } from 'zod';
import {
  PARENT_RELATIONSHIPS,
  birthdateField,
  createSponsorBodySchema,
  createSponsorParentBodySchema,
  fieldMessage,
  phoneField,
  type CreateSponsorParentBody,
  type SponsorDetails,
  type SponsorParent,
} from '@portal/shared';

const required = fieldMessage('validation.required');

/** The coordinators' form: every field but the linked account (set by sign-up). */
export const sponsorFormSchema = createSponsorBodySchema.omit({ userId: true }).extend({
  schoolId: z
    .string()
    .min(1, { error: fieldMessage('validation.chooseSchool') })
    .transform(Number)
    .pipe(z.number().int().positive()),
  /** "" is unknown (null). */
  birthdate: z.union([z.literal('').transform(() => null), birthdateField]),
  phone: phoneField,
});
export type SponsorFormValues = z.input<typeof sponsorFormSchema>;
export type SponsorFormOutput = z.output<typeof sponsorFormSchema>;

export const SPONSOR_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'schoolId',
  'birthdate',
] as const;

/** What a sponsor may change on their own record (OWN_SPONSOR_FIELDS). */
export const ownSponsorFormSchema = z.object({
  firstName: createSponsorBodySchema.shape.firstName,
  lastName: createSponsorBodySchema.shape.lastName,
  phone: phoneField,
});
export type OwnSponsorFormValues = z.input<typeof ownSponsorFormSchema>;
export const OWN_SPONSOR_FORM_FIELDS = ['firstName', 'lastName', 'phone'] as const;

export function emptySponsorForm(): SponsorFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    schoolId: '',
    birthdate: '',
  };
}

export function sponsorToForm(sponsor: SponsorDetails): SponsorFormValues {
  return {
    firstName: sponsor.firstName,
    lastName: sponsor.lastName,
    email: sponsor.email,
    phone: sponsor.phone,
    schoolId: String(sponsor.schoolId),
    birthdate: sponsor.birthdate ?? '',
  };
}

export const parentFormSchema = createSponsorParentBodySchema.extend({
  relationship: z
    .string()
    .min(1, { error: required })
    .pipe(z.enum(PARENT_RELATIONSHIPS, { error: fieldMessage('validation.invalidValue') })),
});
export type ParentFormValues = z.input<typeof parentFormSchema>;
export type ParentFormOutput = z.output<typeof parentFormSchema>;

export const PARENT_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'address1',
  'address2',
  'city',
  'zipCode',
  'state',
  'phoneNumber',
  'relationship',
  'language',
] as const;

export function parentToForm(parent?: SponsorParent): ParentFormValues {
  return {
    firstName: parent?.firstName ?? '',
    lastName: parent?.lastName ?? '',
    email: parent?.email ?? '',
    address1: parent?.address1 ?? '',
    address2: parent?.address2 ?? '',
    city: parent?.city ?? '',
    zipCode: parent?.zipCode ?? '',
    state: parent?.state ?? '',
    phoneNumber: parent?.phoneNumber ?? '',
    relationship: parent?.relationship ?? '',
    language: parent?.language ?? 'en-US',
  };
}

export type ParentBody = CreateSponsorParentBody;
