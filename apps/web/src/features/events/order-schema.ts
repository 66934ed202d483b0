// The order's schema, which the ticket form checks an order with before sending it: loaded on
// first use, so that the event pages' code (and the events list's, which shares it) comes
// without the validator.
export { orderBodySchema } from '@portal/shared';
