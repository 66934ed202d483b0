// The shared message catalogue (../messages.ts) in en-US: the seed's messages (points 5 and 8)
// word for word. A file per language, so that the web loads only the language it shows.
import { EN_US_EXPORT_MESSAGES } from './exports/en-US';

export const EN_US_MESSAGES = {
  'errors.undefined': 'Undefined error',
  'errors.pageNotFound': 'Page no found',
  'errors.badUsernamePassword': 'Incorrect username or password',
  'errors.tooManyAttempts': 'Too many failed sign-in attempts. Wait {{wait}} and try again.',
  'errors.unauthenticated': 'Your session has ended. Please sign in again.',
  'errors.invalidRefreshToken': 'Your session has ended. Please sign in again.',
  'errors.forbidden': 'You do not have access to this.',
  'errors.notFound': 'We could not find what you asked for.',
  'errors.routeNotFound': 'This address does not exist.',
  'errors.validation': 'Some fields are not valid. Check them and try again.',
  'errors.emailAlreadyRegistered': 'Email is already registered',
  'errors.placeNotFound':
    'We could not find the school or village you chose. Choose one from the list.',
  'errors.placeDisabled': 'This school or village is disabled and cannot receive new students.',
  'errors.studentExternalIdTaken': 'This ID cannot be used. Check it or leave it empty.',
  'errors.sponsorAccountAlreadyLinked': 'This user account cannot be linked to this sponsor.',
  'errors.sponsorEmailUnavailable': 'This email cannot be used for this sponsor.',
  'errors.sponsorPhotoByCoordinator':
    'Your coordinator adds your photo after looking at it: send it to them.',
  'errors.sponsorParentsLimit':
    'A sponsor can have at most {{num}} parents or guardians. Remove one before adding another.',
  'errors.registrationCodeInvalid':
    'This registration code cannot be used right now. Ask your coordinator for the right code.',
  'errors.registrationCodeSponsorsOnly':
    'This app is for sponsors. Students sign up with this code on the portal website.',
  'errors.tooManySignupAttempts': 'Too many failed sign-up attempts. Wait {{wait}} and try again.',
  'errors.tooManySignups':
    'Too many accounts were created from this connection. Wait {{wait}} and try again.',
  'errors.tooManyRecoveryRequests':
    'Too many password recovery requests from this connection. Wait {{wait}} and try again.',
  'errors.tooManyDataRequests':
    'You have already sent several requests today. Wait {{wait}} and try again; the programme has your earlier requests.',
  'errors.tooManyPasswordChanges': 'Too many wrong current passwords. Wait {{wait}} and try again.',
  'errors.tooManyPersonExports':
    'You have downloaded your data several times in a short while. Wait {{wait}} and try again.',
  'errors.tooManyMetricsTokens':
    'Too many wrong access tokens from this connection. Wait {{wait}} and try again.',
  'errors.recoveryLinkInvalid': 'This link has expired or was already used. Ask for a new one.',
  'errors.wrongCurrentPassword': 'The current password is not correct.',
  'errors.accountInactive': 'Incorrect username or password',
  'errors.payloadTooLarge': 'What you sent is too large.',
  'errors.unsupportedMediaType': 'This kind of content is not accepted.',
  // Uploads (answered with PAYLOAD_TOO_LARGE / UNSUPPORTED_MEDIA_TYPE / VALIDATION_ERROR).
  'errors.fileTooLarge': 'The file is too large. The maximum size is {{maxMb}} MB.',
  'errors.fileTypeNotAllowed': 'This type of file is not accepted. Accepted types: {{types}}.',
  'errors.fileContentMismatch':
    'The content of this file does not match its name (.{{extension}}). Accepted types: {{types}}.',
  'errors.imageUnreadable':
    'This image could not be read. It may be damaged or too large; try another one.',
  'errors.uploadIncomplete': 'The file did not arrive complete. Try again.',
  'validation.fileRequired': 'Choose a file to upload',
  'validation.fileEmpty': 'The file is empty',
  'errors.serviceUnavailable': 'The service is not available right now. Try again in a moment.',
  'errors.network': 'We could not reach the server. Check your connection and try again.',
  'errors.letterSave': 'Error saving the letter, try again',
  'errors.attendanceCodeInvalid': 'Attendance code is invalid',
  'errors.attendanceAlreadyRecorded': 'Your attendance at this meeting is already recorded.',
  'errors.agreementsRequired': 'All agreements must be accepted',
  'errors.agreementLinkNotFound':
    'This link is not valid. Check that it was copied whole, or ask the sponsor for a new one.',
  'errors.agreementLinkUsed': 'This agreement is already signed. Thank you!',
  'errors.agreementLinkExpired': 'This link has expired. Ask the sponsor for a new one.',
  'errors.tooManyAgreementLinkAttempts':
    'Too many attempts from this connection. Wait {{wait}} and try again.',
  'errors.tooManyUnsubscribeAttempts':
    'Too many unsubscribe links tried from this connection. Wait {{wait}} and try again.',
  'errors.parentAgreementSigned': 'A parent has already signed the current parent agreement.',
  'errors.parentAgreementNoText':
    'The programme has not published the parent agreement yet, so there is nothing to send for now.',
  'errors.parentContactNotConfirmed':
    'A coordinator of the school must confirm this parent or guardian before the agreement can be sent to them.',
  'errors.parentContactChanged':
    'This contact changed since you opened it. Read it again before you confirm it.',
  'errors.parentEmailIsSponsors':
    "This e-mail is the sponsor's own. The parent agreement goes to the parent's or guardian's own e-mail.",
  'errors.parentSignatureToCheck':
    'A coordinator is checking the last signature. Wait for their decision before sending the agreement again.',
  'errors.parentSignatureAlreadyChecked':
    'A coordinator has already confirmed or rejected this signature. Reload to see the decision.',
  'validation.parentEmailIsSponsors':
    "Enter the parent's or guardian's own e-mail, not the sponsor's",
  'validation.sponsorAge': 'Check the date: a sponsor is between {{min}} and {{max}} years old',
  'validation.signatureRequired': 'Draw or type your signature',
  'validation.signatureTooLarge': 'The drawing is too large. Clear it and sign again.',
  'validation.personName':
    'Write only your name, in letters (spaces, hyphens and apostrophes are fine)',
  'validation.signatureUnreadable': 'The drawing could not be read. Clear it and sign again.',
  'errors.alreadyAvailableYear': 'already available year',
  'errors.studentFull': 'This student already has 3 sponsors this year',
  'errors.agreementNameMismatch': 'Type your full name as it appears on your profile: {{name}}',
  'errors.agreementVersionOutdated':
    'This text has a newer version. Reload the page to read and sign the current one.',
  'errors.agreementVersionPublished':
    'This version is already published and can no longer be changed. Write a new version instead.',
  'errors.agreementDraftExists':
    'The new version already has a draft in this language. Edit that draft instead.',
  'errors.alreadySponsored': 'This sponsor already sponsors this student this year.',
  'errors.noAvailableYear': 'There is no available year. A super admin activates one in Years.',
  'errors.studentNotSponsorable':
    'This student cannot be sponsored now: the student is not active or the village is disabled.',
  'errors.sponsorInactive': 'This sponsor is deactivated. Activate the sponsor first.',
  'errors.letterNotEditable': 'This letter was already sent and can no longer be changed.',
  'errors.letterClaimed': 'Another coordinator is working on this letter.',
  'errors.letterNotWaiting': 'This letter is no longer waiting for review.',
  'errors.letterTranslationMissing': 'Write the translation before delivering this letter.',
  'errors.letterAttachmentUnavailable':
    'The attached file is no longer available. Attach it again.',
  'errors.letterWriterInactive':
    'You cannot write letters right now. Please contact your coordinator. Nothing you typed is lost.',
  'errors.letterWriterDeactivated':
    'The writer of this letter is deactivated, so it cannot be delivered. You may return it to its writer.',
  'errors.letterPaused':
    'Letters of this sponsorship are paused. Resume them on the Sponsorship screen before delivering this letter.',
  'errors.letterReaderLanguageUnknown':
    'Set the language its reader reads before delivering this letter.',
  'errors.sponsorshipEnded': 'This sponsorship has already ended.',
  'errors.periodNotDraft': 'Only a draft year can be activated.',
  'errors.periodBeforeAvailable':
    'This year starts before the available year. Only a later year can be activated.',
  'errors.periodOverlap': 'These dates overlap another year. Years cannot overlap.',
  'errors.periodNameTaken': 'Another year already has this name.',
  'errors.periodClosed': 'A closed year is kept as the record and cannot be changed.',
  'validation.endBeforeStart': 'The end date must be after the start date',
  'validation.salesEndAfterEvent': 'Ticket sales must end when the event ends or before',
  'validation.periodTooLong': 'A year can last at most {{num}} days',
  'validation.required': 'Required',
  'validation.minChars': 'Min {{num}} characters',
  'validation.maxChars': 'Max {{num}} characters',
  'validation.passwordsMustMatch': 'Passwords must match',
  'validation.invalidEmail': 'Invalid email',
  'validation.maxAmount': 'Max amount allowed: $ {{num}}',
  'validation.minAmount': 'Min amount allowed: $ {{num}}',
  'validation.fillAllFields': 'You must fill all fields',
  'validation.invalidValue': 'This value is not valid',
  'validation.invalidNumber': 'Enter a number',
  'validation.unstorableText': 'This text contains characters that cannot be saved',
  'validation.answerDueBeforeDue': 'The answer cannot be due before the letter.',
  'validation.invalidDate': 'Enter a valid date',
  'validation.futureDate': 'The date cannot be in the future',
  'grades.preschool': 'Preschool',
  'grades.kindergarten': 'Kindergarten',
  'grades.1-first': '1st grade',
  'grades.2-second': '2nd grade',
  'grades.3-third': '3rd grade',
  'grades.4-fourth': '4th grade',
  'grades.5-fifth': '5th grade',
  'grades.6-sixth': '6th grade',
  'grades.7-seventh': '7th grade',
  'grades.8-eighth': '8th grade',
  'grades.9-ninth': '9th grade',
  'grades.10-tenth': '10th grade',
  'grades.11-eleventh': '11th grade',
  'grades.12-twelfth': '12th grade',
  'grades.college': 'College',
  'genders.male': 'Male',
  'genders.female': 'Female',
  'studentStatuses.active': 'Active',
  'studentStatuses.inactive': 'Inactive',
  'studentStatuses.alumni': 'Alumni',
  'studentStatuses.delete': 'Deleted',
  'validation.chooseSchool': 'Choose a school from the list',
  'validation.acceptTerms': 'You must accept the terms and conditions and the privacy policy',
  'documentCellStates.done': 'Done',
  'documentCellStates.missing': 'Missing',
  'documentCellStates.toCheck': 'To check',
  'documentCellStates.late': 'Late',
  'documentCellStates.notDue': 'Not due yet',
  'documentCellStates.notNeeded': 'Not needed',
  'sponsorshipEndReasons.unpaired': 'Un-paired',
  'sponsorshipEndReasons.declined': 'Declined',
  'sponsorshipEndReasons.studentLeft': 'Student left',
  'sponsorshipEndReasons.lapsed': 'Lapsed',
  'sponsorshipEndReasons.erased': 'Person erased',
  'errors.lastSuperAdmin':
    'The portal needs at least one active super admin. Make another user super admin first.',
  'errors.ownAccountLockout':
    'You cannot deactivate your own account or change your own role. Ask another administrator.',
  'errors.roleNotAllowed': 'You cannot manage users with this role.',
  'errors.roleNeedsRecord':
    'Sponsors and students need a school or village: add them on the Sponsors or Students screen.',
  'errors.scopeOnlyForAdmins':
    'Schools and villages are assigned only to users with the Admin role.',
  'errors.userInactive': 'This user is deactivated. Activate the user first.',
  'validation.stateNotInCountry': 'Choose a state of the selected country',
  'validation.maxItems': 'Choose at most {{num}}',
  'roles.SUPER_ADMIN': 'Super admin',
  'roles.GLOBAL_ADMIN': 'Global admin',
  'roles.ADMIN': 'Admin',
  'roles.SPONSOR': 'Sponsor',
  'roles.STUDENT': 'Student',
  'adminRoles.role_1': 'Super Administrator',
  'adminRoles.role_2': 'Administrator',
  // Import (Tools): file errors and the problems of each row (schemas/imports.ts).
  'errors.importHasProblems':
    'The file has {{count}} rows with problems. Fix them and upload it again. Nothing was imported.',
  'errors.importHasProblems_one':
    'The file has {{count}} row with problems. Fix it and upload it again. Nothing was imported.',
  'errors.importNoRows': 'The file has no rows to import under its headers.',
  'errors.importTooManyRows': 'The file has more than {{max}} rows. Split it into smaller files.',
  'errors.importMissingColumns':
    'The file is missing these columns: {{columns}}. Download the template to see the expected headers.',
  'errors.importNotUtf8': 'The CSV file is not in UTF-8. In Excel, save it as "CSV UTF-8".',
  'errors.importUnreadable':
    'We could not read this file. Save it again as CSV or Excel (.xlsx) and try again.',
  'imports.unknownVillage': 'There is no village named "{{name}}".',
  'imports.disabledVillage': 'The village "{{name}}" is disabled.',
  'imports.unknownSchool': 'There is no school named "{{name}}".',
  'imports.disabledSchool': 'The school "{{name}}" is disabled.',
  'imports.unknownGrade': 'Unknown grade "{{value}}".',
  'imports.unknownGender': 'Unknown gender "{{value}}". Use male or female.',
  'imports.unknownStatus': 'Unknown status "{{value}}". Use active, inactive or alumni.',
  'imports.duplicateEmailInFile': 'This email is also on row {{row}}.',
  'imports.duplicateExternalIdInFile': 'This ID is also on row {{row}}.',
  'imports.column.firstName': 'First name',
  'imports.column.lastName': 'Last name',
  'imports.column.birthdate': 'Birthdate',
  'imports.column.gender': 'Gender',
  'imports.column.grade': 'Grade',
  'imports.column.status': 'Status',
  'imports.column.village': 'Village',
  'imports.column.school': 'School',
  'imports.column.externalId': 'External ID',
  'imports.column.email': 'Email',
  'imports.column.phone': 'Phone',
  'imports.templateFileName.students': 'students-template',
  'imports.templateFileName.sponsors': 'sponsors-template',
  'errors.tooManyAttendanceCodes': 'Too many codes tried. Wait {{wait}} and try again.',
  'errors.soldOut': 'Sold out',
  'errors.seatsBeingPaid':
    'The seats left ({{num}}) are being paid for right now. Try again in a few minutes: seats that are not paid for go back on sale.',
  'errors.unpaidOrdersLimit':
    'This e-mail address or connection already has unpaid orders for this event. Pay for one of them, or try again in a few minutes when they are released.',
  'errors.salesClosed': 'Ticket sales are closed for this event',
  'errors.eventSlugTaken': 'Another event already uses this web address',
  'errors.webhookSignatureInvalid': 'The payment notification could not be verified',
  'errors.paymentProviderUnavailable':
    'The payment service is not answering. Nothing was charged; try again in a few minutes.',
  'errors.checkoutClosed': 'This payment is no longer open',
  'errors.notRefundable': 'Only a confirmed online payment can be refunded',
  'errors.tooManyHolds':
    'Too many students are being held from this connection right now. Wait {{wait}} and try again.',
  'errors.tooManyTicketOrders':
    'Too many ticket orders from this connection. Wait {{wait}} and try again.',
  'errors.tooManyDonationCheckouts':
    'Too many donations were started from this connection. Wait {{wait}} and try again.',
  'errors.tooManyDonationPageLookups':
    'Too many page addresses were tried from this connection. Wait {{wait}} and try again.',
  'errors.textReviewChanged':
    'This text changed or another coordinator already decided on it. The list was reloaded: check it again.',
  'errors.ticketCodeInvalid': 'No ticket has this code',
  'errors.ticketAlreadyCheckedIn': 'This ticket was already checked in',
  'errors.ticketNotValid': 'This ticket is not valid: its order was refunded or cancelled',
  // Events administration.
  'errors.ticketTypeHasSales':
    'This ticket type has orders and cannot be removed. Rename it or change its price instead.',
  'errors.eventCapacityBelowSeats':
    'The capacity cannot be lower than the {{num}} seats already sold or held',
  'errors.eventHasSales': 'This event has orders and cannot be deleted. Unpublish it instead.',
  'validation.invalidSlug': 'Use lower-case letters, digits and single dashes (gala-2026)',
  'orderStatuses.reserved': 'Reserved',
  'orderStatuses.confirmed': 'Confirmed',
  'orderStatuses.cancelled': 'Cancelled',
  'orderStatuses.expired': 'Expired',
  'orderStatuses.refunded': 'Refunded',
  'validation.minValue': 'At least {{num}}',
  'validation.maxValue': 'At most {{num}}',
  'meetingKinds.kickoff1': 'Kickoff 1',
  'meetingKinds.kickoff2': 'Kickoff 2',
  'meetingKinds.meeting1': 'Meeting 1',
  'meetingKinds.meeting2': 'Meeting 2',
  'meetingKinds.meeting3': 'Meeting 3',
  'meetingKinds.meeting4': 'Meeting 4',
  'meetingKinds.meeting5': 'Meeting 5',
  'meetingKinds.meeting6': 'Meeting 6',
  'meetingKinds.meeting7': 'Meeting 7',
  'meetingKinds.final': 'Final meeting',
  'donationStatuses.pending': 'Pending',
  'donationStatuses.confirmed': 'Confirmed',
  'donationStatuses.cancelled': 'Cancelled',
  'donationStatuses.refunded': 'Refunded',
  'donationMethods.online': 'Online',
  'donationMethods.cash': 'Cash',
  'donationMethods.cheque': 'Cheque',
  ...EN_US_EXPORT_MESSAGES,
} as const;

/** A message of the shared catalogue, by its key. */
export type MessageKey = keyof typeof EN_US_MESSAGES;
