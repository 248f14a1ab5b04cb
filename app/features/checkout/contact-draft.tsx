import { createContext, useContext } from "react";

/**
 * The contact email as the shopper is typing it, shared by the checkout's sections: a valid
 * address typed into the field counts for the order even before it is saved (the order form
 * saves it first), and a section that finds the email missing can point the shopper to it.
 */
export type ContactDraft = {
  /** A valid email typed but not saved yet, else null. */
  draftEmail: string | null;
  setDraftEmail: (email: string | null) => void;
  /** No saved and no valid typed email: the order is blocked by the contact information. */
  emailMissing: boolean;
};

const ContactDraftContext = createContext<ContactDraft>({
  draftEmail: null,
  setDraftEmail: () => {},
  emailMissing: false,
});

export const ContactDraftProvider = ContactDraftContext.Provider;

export function useContactDraft(): ContactDraft {
  return useContext(ContactDraftContext);
}
