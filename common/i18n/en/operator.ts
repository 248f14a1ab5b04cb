/** English texts: the operator login (the toolbar's texts: editor-toolbar.ts) (docs/operators.md). */
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
} as const;
