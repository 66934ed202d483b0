// Retention's own refusals (decision 041): their status and their words in each language.
import { defineAreaErrors } from '../area-errors';

export const RETENTION_ERRORS = defineAreaErrors('retention', {
  /** Another process (or another click) is running retention right now. */
  RETENTION_RUN_BUSY: {
    status: 409,
    message: {
      'en-US': 'Retention is running right now. Wait a minute and look at the runs again.',
      'es-CO':
        'La retención se está ejecutando en este momento. Espere un minuto y revise de nuevo las ejecuciones.',
    },
  },
  /** The run was asked from a preview that is too old (or dated in the future). */
  RETENTION_PREVIEW_STALE: {
    status: 409,
    message: {
      'en-US': 'This preview is out of date. Reload the page to see what a run would remove now.',
      'es-CO':
        'Esta vista previa está desactualizada. Vuelva a cargar la página para ver lo que se eliminaría ahora.',
    },
  },
});
