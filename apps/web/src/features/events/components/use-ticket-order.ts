// The ticket order being made: a quantity per ticket type (within the seats left and the order's
// limits), the buyer's names and e-mail, checked with the order's schema (loaded while the buyer
// chooses) and sent. Free tickets are confirmed at once; otherwise the browser leaves for the
// hosted checkout. A refusal keeps everything typed; when the seats changed meanwhile the event
// is asked again so the seats left are true.
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  ORDER_ITEM_QUANTITY_MAX,
  ORDER_TICKETS_MAX,
  type Language,
  type OrderBody,
  type orderBodySchema,
  type PublicEvent,
  type PublicTicketType,
} from '@portal/shared';
import { hasErrorCode, translateFieldMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import type { AnyTranslate } from '../../../lib/i18n/feature-translation';
import { createOrder } from '../api/create-order';
import { useEventsTranslation } from '../i18n';

export type BuyerField = 'firstName' | 'lastName' | 'email';
export type OrderField = BuyerField | 'items';
type OrderBodySchema = typeof orderBodySchema;
type OrderErrors = Partial<Record<OrderField, string>>;

/** The order's schema (and the validator), loaded once, when a form first shows. */
let orderSchemaLoading: Promise<OrderBodySchema> | undefined;
function loadOrderBodySchema(): Promise<OrderBodySchema> {
  orderSchemaLoading ??= import('../order-schema').then((module) => module.orderBodySchema);
  return orderSchemaLoading;
}

/** On its way while the buyer chooses: sending never waits for it in practice. */
function usePreloadedOrderSchema() {
  useEffect(() => {
    void loadOrderBodySchema().catch(() => undefined);
  }, []);
}

/** How many of a type can be chosen: its seats left, and the order's own limits. */
export function maxOf(type: PublicTicketType): number {
  return Math.max(0, Math.min(type.left, ORDER_ITEM_QUANTITY_MAX));
}

/** What is wrong with the order, by field: no tickets chosen, or the schema's issues. */
function check(body: OrderBody, schema: OrderBodySchema, t: AnyTranslate): OrderErrors {
  const found: OrderErrors = {};
  if (body.items.length === 0) found.items = t('public.chooseTickets');
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path;
      const field: OrderField | null =
        first === 'buyer' && typeof second === 'string' ? (second as BuyerField) : 'items';
      if (field && !found[field]) found[field] = translateFieldMessage(issue.message, t);
    }
  }
  return found;
}

/** The server's refusals of the buyer's fields, by field. */
function buyerIssues(error: unknown, t: AnyTranslate): OrderErrors {
  const issues = error instanceof ApiError ? error.issues : [];
  const fieldIssues: OrderErrors = {};
  for (const issue of issues) {
    const match = /^buyer\.(firstName|lastName|email)$/.exec(issue.path);
    if (match) fieldIssues[match[1] as BuyerField] = translateFieldMessage(issue.message, t);
  }
  return fieldIssues;
}

/** The seats changed under the buyer: sold out, held by others' checkouts, or sales closed. */
function isSeatsChange(error: unknown): boolean {
  return (['SOLD_OUT', 'SEATS_BEING_PAID', 'SALES_CLOSED'] as const).some((code) =>
    hasErrorCode(error, code),
  );
}

interface ChosenLine {
  type: PublicTicketType;
  quantity: number;
}

/** What is sent: the chosen quantities, the buyer's fields trimmed, the screen's language. */
function orderBody(
  chosen: ChosenLine[],
  buyer: Record<BuyerField, string>,
  language: Language,
): OrderBody {
  return {
    items: chosen.map((line) => ({ ticketTypeId: line.type.id, quantity: line.quantity })),
    buyer: {
      firstName: buyer.firstName.trim(),
      lastName: buyer.lastName.trim(),
      email: buyer.email.trim(),
    },
    language,
  };
}

/** The quantity chosen per ticket type, each within its seats left and the order's limits. */
function useTicketQuantities(event: PublicEvent, onChange: () => void) {
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const chosen: ChosenLine[] = event.ticketTypes
    .map((type) => ({ type, quantity: quantities[type.id] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const count = chosen.reduce((sum, line) => sum + line.quantity, 0);
  const totalCents = chosen.reduce((sum, line) => sum + line.quantity * line.type.priceCents, 0);

  function setQuantity(type: PublicTicketType, wanted: number) {
    const others = count - (quantities[type.id] ?? 0);
    const allowed = Math.min(maxOf(type), ORDER_TICKETS_MAX - others);
    const quantity = Math.max(0, Math.min(Number.isFinite(wanted) ? wanted : 0, allowed));
    setQuantities((current) => ({ ...current, [type.id]: quantity }));
    onChange();
  }

  return { quantities, chosen, count, totalCents, setQuantity };
}

/** The buyer's names and e-mail as typed. */
function useBuyerFields(onChange: (field: BuyerField) => void) {
  const [buyer, setBuyer] = useState<Record<BuyerField, string>>({
    firstName: '',
    lastName: '',
    email: '',
  });
  function typeBuyer(field: BuyerField, value: string) {
    setBuyer((current) => ({ ...current, [field]: value }));
    onChange(field);
  }
  return { buyer, typeBuyer };
}

export function useTicketOrder(
  event: PublicEvent,
  onConfirmed: (email: string) => void,
  onRefresh: () => void,
) {
  const { t } = useEventsTranslation();
  const format = useFormat();
  const id = useId();
  const [errors, setErrors] = useState<OrderErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);
  const [isLeaving, setLeaving] = useState(false);
  usePreloadedOrderSchema();
  const { buyer, typeBuyer } = useBuyerFields((field) => {
    if (errors[field]) forget(field);
  });

  const choice = useTicketQuantities(event, () => {
    if (errors.items) forget('items');
  });
  const { chosen, count, totalCents } = choice;

  function forget(field: OrderField) {
    setErrors((current) => {
      const { [field]: _, ...rest } = current;
      return rest;
    });
  }

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (isBusy || isLeaving) return;
    const body = orderBody(chosen, buyer, format.language as Language);
    setBusy(true);
    const schema = await loadOrderBodySchema().catch((error: unknown) => {
      // Not arrived (the network dropped): the next try asks for it again.
      orderSchemaLoading = undefined;
      setServerError(error);
      setBusy(false);
    });
    if (!schema) return;
    const found = check(body, schema, t);
    setErrors(found);
    setServerError(null);
    const first = (['items', 'firstName', 'lastName', 'email'] as const).find((f) => found[f]);
    if (first) {
      setBusy(false);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      const order = await createOrder(event.slug, body);
      if (order.status === 'confirmed' || !order.checkoutUrl) {
        onConfirmed(body.buyer.email);
        return;
      }
      setLeaving(true);
      window.location.assign(order.checkoutUrl);
    } catch (error) {
      const fieldIssues = buyerIssues(error, t);
      if (Object.keys(fieldIssues).length > 0) {
        setErrors(fieldIssues);
      } else {
        setServerError(error);
        if (isSeatsChange(error)) onRefresh();
      }
    } finally {
      setBusy(false);
    }
  }

  return {
    ...choice,
    id,
    buyer,
    typeBuyer,
    errors,
    serverError,
    isBusy,
    isLeaving,
    isFree: count > 0 && totalCents === 0,
    submit,
  };
}
