// Erasing a person: the area's own refusals (decision 041), their status and their words.
import { defineAreaErrors } from '../area-errors';

export const PERSON_ERASE_ERRORS = defineAreaErrors('person-erase', {
  /** A super admin cannot erase their own account (another super admin can). */
  ERASE_SELF: {
    status: 409,
    message: {
      'en-US': 'You cannot erase your own account. Ask another super admin.',
      'es-CO': 'No puede borrar su propia cuenta. Pídaselo a otro superadministrador.',
    },
  },
  /** The person was erased already: there is nothing left to erase (not idempotent on purpose). */
  ALREADY_ERASED: {
    status: 409,
    message: {
      'en-US': 'This person has already been erased.',
      'es-CO': 'Esta persona ya fue borrada.',
    },
  },
});
