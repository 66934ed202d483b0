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
  /**
   * Erasing or exporting by e-mail is for people without an account: an account's e-mail (or the
   * e-mail of a sponsor record with an account) goes through the account's erasure or export.
   */
  HAS_ACCOUNT: {
    status: 409,
    message: {
      'en-US':
        'This e-mail belongs to an account (user {{userId}}). Erase or export that account from its page instead.',
      'es-CO':
        'Este correo pertenece a una cuenta (usuario {{userId}}). Borre o exporte esa cuenta desde su página.',
    },
  },
  /** A sponsor record without an account: not a donor's, buyer's or parent's e-mail. */
  SPONSOR_RECORD_EMAIL: {
    status: 409,
    message: {
      'en-US':
        'This e-mail is the e-mail of sponsor record {{sponsorId}}, which has no account. Erase or export that record from its page instead.',
      'es-CO':
        'Este correo es el del registro de padrino {{sponsorId}}, que no tiene cuenta. Borre o exporte ese registro desde su página.',
    },
  },
  /** Nothing under the e-mail (or an erased person's placeholder, which is never found). */
  NOTHING_FOR_EMAIL: {
    status: 404,
    message: {
      'en-US':
        'The portal holds nothing under this e-mail: no gift, ticket order, parent contact, e-mail or request.',
      'es-CO':
        'El portal no guarda nada con este correo: ninguna donación, pedido de boletas, contacto de acudiente, correo ni solicitud.',
    },
  },
});
