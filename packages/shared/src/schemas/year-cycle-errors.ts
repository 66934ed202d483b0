// The yearly cycle's own refusals (decision 041): their status and their words in each language.
import { defineAreaErrors } from '../area-errors';

export const YEAR_CYCLE_ERRORS = defineAreaErrors('year-cycle', {
  /** Recommit runs once per year. */
  ALREADY_RECOMMITED: {
    status: 409,
    message: {
      'en-US': 'Recommit has already been run for this year.',
      'es-CO': 'La renovación ya se ejecutó para este año.',
    },
  },
  /** The student upgrade runs once per year. */
  ALREADY_UPGRADED: {
    status: 409,
    message: {
      'en-US': 'The student upgrade has already been run for this year.',
      'es-CO': 'La promoción de estudiantes ya se ejecutó para este año.',
    },
  },
  /** Recommit and upgrade work on the new year: a draft or the available year. */
  YEAR_CLOSED_FOR_CYCLE: {
    status: 409,
    message: {
      'en-US': 'This year is closed: recommit and upgrade run on a draft or the available year.',
      'es-CO':
        'Este año está cerrado: la renovación y la promoción se ejecutan en un año en borrador o en el año disponible.',
    },
  },
  /** Recommit needs a year before the new one, whose sponsorships it carries. */
  NO_PREVIOUS_YEAR: {
    status: 409,
    message: {
      'en-US': 'There is no year before this one whose sponsorships could be recommitted.',
      'es-CO': 'No hay un año anterior a este cuyos apadrinamientos se puedan renovar.',
    },
  },
  /**
   * Activating a year whose recommit has not run drops the sponsorships of the year before:
   * refused unless the confirmation names how many (`{{count}}`).
   */
  RECOMMIT_NOT_RUN: {
    status: 409,
    message: {
      'en-US':
        'Recommit has not been run for this year. Sponsorships of the current year that would not carry over: {{count}}. Run recommit first, or confirm that they end.',
      'es-CO':
        'La renovación no se ha ejecutado para este año. Apadrinamientos del año actual que no continuarían: {{count}}. Ejecute primero la renovación o confirme que terminan.',
    },
  },
  /** The new year is active: answers are closed. */
  RECOMMITMENT_CLOSED: {
    status: 409,
    message: {
      'en-US': 'The new year has started: this answer can no longer be changed.',
      'es-CO': 'El nuevo año ya comenzó: esta respuesta ya no se puede cambiar.',
    },
  },
});
