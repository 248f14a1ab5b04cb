// Tests run app and common code as the server does: with both languages' catalogues
// (common/i18n/catalogues.ts; the browser loads only its page's one before hydrating).
import "#common/i18n/translator.ts";
