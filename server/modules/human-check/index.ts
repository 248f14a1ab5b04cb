/** The human check of public forms (ALTCHA, Turnstile). Public entry: other floors and modules import only this file. */
export { consumeHumanCheck, humanCheckProvider } from "./human-check.ts";
