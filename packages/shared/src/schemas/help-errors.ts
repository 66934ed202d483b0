// The help's own refusals (decision 041): their status and their words in each language.
import { defineAreaErrors } from '../area-errors';

export const HELP_ERRORS = defineAreaErrors('help', {
  /** No such topic, or one written for other roles: both answer the same (nothing revealed). */
  HELP_TOPIC_NOT_FOUND: {
    status: 404,
    message: {
      'en-US': 'This help topic does not exist. Open Help to see the topics for you.',
      'es-CO': 'Este tema de ayuda no existe. Abra Ayuda para ver los temas que le corresponden.',
    },
  },
});
