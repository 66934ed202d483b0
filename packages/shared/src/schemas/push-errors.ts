// The push notifications' own refusals (decision 041): their status and their words in each
// language.
import { defineAreaErrors } from '../area-errors';

export const PUSH_ERRORS = defineAreaErrors('push', {
  /**
   * The server would POST to this address: plain http, a name like localhost or an address of a
   * private network is refused (a browser's push service is always public https).
   */
  PUSH_ENDPOINT_NOT_ALLOWED: {
    status: 400,
    message: {
      'en-US':
        "This device's notification address cannot be used. Turn notifications off and on again, or use another browser.",
      'es-CO':
        'La dirección de notificaciones de este dispositivo no se puede usar. Desactive y vuelva a activar las notificaciones, o use otro navegador.',
    },
  },
});
