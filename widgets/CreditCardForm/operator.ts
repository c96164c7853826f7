// The seam between the card form and a payment operator's hosted fields. The form only lays out labelled places
// for the operator's fields and asks for a token; the card is typed into the operator's own frames, from the
// operator's origin, so neither our page nor our server ever holds it (PCI DSS SAQ A).

export type HostedField = 'number' | 'expiry' | 'cvc';
/** The order the fields appear in, for focusing the first error. */
export const HOSTED_FIELDS: readonly HostedField[] = ['number', 'expiry', 'cvc'];

/** Where one field goes: an empty element of the form, with the visible label's text and id. */
export interface FieldSlot {
  element: HTMLElement;
  label: string;
  labelId: string;
}

/** What the operator gave back: never the number or the CVC. */
export interface CardToken {
  /** The operator's token, which the partner's server charges or verifies with the operator. */
  token: string;
  /** Who issued the token ('payu'). */
  operator: string;
  /** Brand id ('visa', 'mastercard', 'maestro'), when the operator said. */
  brand?: string;
  /** The last four digits, when the operator said. */
  last4?: string;
}

export type FieldErrors = Partial<Record<HostedField, string>>;

/** The operator's answer: a token, or what is wrong with which field, or that it could not check the card now. */
export type TokenizeOutcome =
  { ok: true; card: CardToken } | { ok: false; errors: FieldErrors } | { ok: false; unavailable: true };

export interface HostedFields {
  tokenize(): Promise<TokenizeOutcome>;
  /** Takes the operator's fields out of the page. */
  remove(): void;
}

export interface CardOperator {
  /** Shown to the visitor: „Dane karty wpisujesz w bezpiecznych polach {name}”. */
  name: string;
  /** A stand-in that checks no card (Storybook, tests): the form says so on screen. */
  demo?: boolean;
  /** Loads the operator's script and puts its fields into the slots; rejects when the operator cannot be reached. */
  mount(slots: Record<HostedField, FieldSlot>): Promise<HostedFields>;
}
