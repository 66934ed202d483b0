// The assessments' own refusals (decision 041): their status and their words in each language.
import { defineAreaErrors } from '../area-errors';

export const ASSESSMENT_ERRORS = defineAreaErrors('assessments', {
  /** Saved or submitted again after submitting: only a coordinator's return reopens it. */
  ASSESSMENT_SUBMITTED: {
    status: 409,
    message: {
      'en-US':
        'This assessment is submitted. It can be changed again only if a coordinator returns it.',
      'es-CO':
        'Esta evaluación ya fue enviada. Solo se puede cambiar de nuevo si un coordinador la devuelve.',
    },
  },
  ASSESSMENT_NOT_SUBMITTED: {
    status: 409,
    message: {
      'en-US': 'Only a submitted assessment can be returned.',
      'es-CO': 'Solo se puede devolver una evaluación enviada.',
    },
  },
});
