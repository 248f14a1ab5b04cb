import type { Messages } from "../en.ts";

/** Deutsche Texte: the operator login (the toolbar's texts: editor-toolbar.ts) (docs/operators.md). */
export const operator: Pick<Messages, "operatorLogin"> = {
  operatorLogin: {
    title: "Anmeldung zum Editor",
    intro:
      "Für Shop-Betreiber: Melden Sie sich an, um die Seiten des Shops zu bearbeiten. Kunden melden sich auf der Kunden-Anmeldeseite an.",
    email: "E-Mail",
    password: "Passwort",
    submit: "Beim Editor anmelden",
    loggedIn: "Sie sind beim Editor angemeldet.",
    loggedOut: "Sie haben den Editor verlassen.",
  },
};
