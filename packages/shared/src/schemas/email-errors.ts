// The e-mail area's own refusals (decision 041): their status and their words in each language.
import { defineAreaErrors } from '../area-errors';

export const EMAIL_ERRORS = defineAreaErrors('email', {
  /** `{{variable}}` is the name as written, braces included. */
  UNKNOWN_VARIABLE: {
    status: 400,
    message: {
      'en-US': 'The message uses {{variable}}, which is not a variable the portal knows.',
      'es-CO': 'El mensaje usa {{variable}}, que no es una variable que el portal conozca.',
    },
  },
  /** A part of the audience has no value for it (a board member has no student). */
  VARIABLE_NOT_AVAILABLE: {
    status: 400,
    message: {
      'en-US': 'The message uses {{variable}}, which has no value for {{audience}}.',
      'es-CO': 'El mensaje usa {{variable}}, que no tiene valor para {{audience}}.',
    },
  },
  EMPTY_AUDIENCE: {
    status: 400,
    message: {
      'en-US': 'Nobody is in this audience. Change who it goes to before sending.',
      'es-CO': 'No hay nadie en esta audiencia. Cambie a quién va dirigido antes de enviar.',
    },
  },
  /** The preview's recipient is not in the audience. */
  NOT_IN_AUDIENCE: {
    status: 404,
    message: {
      'en-US': 'This address is not in the audience.',
      'es-CO': 'Esta dirección no está en la audiencia.',
    },
  },
  /** Only the super admin writes to the board and keeps its list. */
  BOARD_NOT_ALLOWED: {
    status: 403,
    message: {
      'en-US': 'Only the super admin writes to the board members.',
      'es-CO': 'Solo el superadministrador escribe a los miembros de la junta.',
    },
  },
  /** Editing, deleting or sending a campaign that already left its draft. */
  CAMPAIGN_NOT_DRAFT: {
    status: 409,
    message: {
      'en-US': 'This campaign has already been sent or scheduled and can no longer be changed.',
      'es-CO': 'Esta campaña ya se envió o se programó y ya no se puede cambiar.',
    },
  },
  CAMPAIGN_NOT_SENDING: {
    status: 409,
    message: {
      'en-US': 'Only a campaign that is sending can be paused.',
      'es-CO': 'Solo se puede pausar una campaña que se está enviando.',
    },
  },
  CAMPAIGN_NOT_PAUSED: {
    status: 409,
    message: {
      'en-US': 'Only a paused campaign can be resumed.',
      'es-CO': 'Solo se puede reanudar una campaña en pausa.',
    },
  },
  /** Cancelling a campaign that has finished or was cancelled. */
  CAMPAIGN_DONE: {
    status: 409,
    message: {
      'en-US': 'This campaign has already finished or been cancelled.',
      'es-CO': 'Esta campaña ya terminó o se canceló.',
    },
  },
  SCHEDULE_IN_PAST: {
    status: 400,
    message: {
      'en-US': 'Choose a time in the future to send it.',
      'es-CO': 'Elija una hora en el futuro para enviarla.',
    },
  },
  /** A board member's address is already on the list. */
  BOARD_MEMBER_EXISTS: {
    status: 409,
    message: {
      'en-US': 'A board member with this e-mail already exists.',
      'es-CO': 'Ya existe un miembro de la junta con este correo.',
    },
  },
  /** The board report needs members to go to. */
  NO_BOARD_MEMBERS: {
    status: 409,
    message: {
      'en-US': 'Add at least one board member first.',
      'es-CO': 'Primero agregue al menos un miembro de la junta.',
    },
  },
  /** An unsubscribe link that does not exist (never says more: it is public). */
  UNSUBSCRIBE_LINK_INVALID: {
    status: 404,
    message: {
      'en-US': 'This unsubscribe link is not valid.',
      'es-CO': 'Este enlace para cancelar la suscripción no es válido.',
    },
  },
});
