// Data requests' own refusals (decision 041): their status and their words in each language.
import { defineAreaErrors } from '../area-errors';

export const DATA_REQUEST_ERRORS = defineAreaErrors('data-requests', {
  /** The request or the account it names does not exist. */
  DATA_REQUEST_NOT_FOUND: {
    status: 404,
    message: {
      'en-US': 'This request or person no longer exists. Reload the list.',
      'es-CO': 'Esta solicitud o persona ya no existe. Vuelva a cargar la lista.',
    },
  },
  /** A received date after today. */
  DATA_REQUEST_RECEIVED_IN_FUTURE: {
    status: 400,
    message: {
      'en-US': 'The date received cannot be after today.',
      'es-CO': 'La fecha de recibido no puede ser posterior a hoy.',
    },
  },
});
