/** English texts: the operator login and the editor's toolbar (docs/operators.md). */
export const operator = {
  operatorLogin: {
    title: "Log in to the editor",
    intro: "For shop operators: log in to edit the shop's pages. Shoppers log in on the customer login page.",
    email: "Email",
    password: "Password",
    submit: "Log in to the editor",
    loggedIn: "You are logged in to the editor.",
    loggedOut: "You have left the editor.",
  },
  editorToolbar: {
    region: "Editor",
    toolbar: "Editor toolbar",
    signedInAs: "Editor: {name}",
    mode: "Mode",
    edit: "Edit",
    preview: "Preview",
    save: "Save changes",
    nothingToSave: "There are no changes to save yet.",
    logout: "Log out",
  },
} as const;
