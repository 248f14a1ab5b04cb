import type { Messages } from "../en.ts";

/** Deutsche Texte: the operator login and the editor's toolbar (docs/operators.md). */
export const operator: Pick<Messages, "operatorLogin" | "editorToolbar"> = {
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
  editorToolbar: {
    region: "Editor",
    toolbar: "Editor-Werkzeugleiste",
    signedInAs: "Editor: {name}",
    mode: "Modus",
    edit: "Bearbeiten",
    preview: "Vorschau",
    save: "Änderungen speichern",
    nothingToSave: "Es gibt noch keine Änderungen zum Speichern.",
    logout: "Abmelden",
  },
};
