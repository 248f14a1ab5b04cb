/**
 * The shop's legal identity, printed in mail footers and on documents (German law wants
 * name, address, VAT id, managing director and register on business letters). Constants of
 * the demo shop; a real shop would take them from its settings once the editor has them.
 * The bank account is a setting already (SHOP_BANK_*, order/bank-details.ts).
 */
export const SELLER = {
  name: "Nordlicht Home & Tech GmbH",
  shopName: "Nordlicht Home & Tech",
  street: "Hafenstraße 12",
  zipCode: "20457",
  city: "Hamburg",
  country: "Deutschland",
  vatId: "DE123456789",
  managingDirector: "Maren Nordlicht",
  register: "Amtsgericht Hamburg HRB 123456",
  email: "service@nordlicht.example",
  phone: "+49 40 1234567",
} as const;
