// The shared catalogue of error, validation and lookup messages (both languages), as its own
// chunk: loaded when a form, the signed-in area or an error page first needs it, not with the
// login page (it grows with every area of the portal).
export { MESSAGES } from '@portal/shared';
