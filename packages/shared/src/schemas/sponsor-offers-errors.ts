// Sponsor again: the offers' own refusals (decision 041).
import { defineAreaErrors } from '../area-errors';

export const SPONSOR_OFFER_ERRORS = defineAreaErrors('sponsor-offers', {
  /** Accepted, declined, replaced by a newer offer, or past its time. */
  OFFER_CLOSED: {
    status: 409,
    message: {
      'en-US': 'This offer is no longer open.',
      'es-CO': 'Esta propuesta ya no está abierta.',
    },
  },
  /** Two coordinators offered the same sponsor a student at the same moment: one offer won. */
  OFFER_JUST_MADE: {
    status: 409,
    message: {
      'en-US': 'Someone offered this sponsor a student at the same moment. Reload to see it.',
      'es-CO':
        'Alguien le propuso un estudiante a este padrino en el mismo momento. Vuelva a cargar para verlo.',
    },
  },
});
