import { registerEditorMessages } from "#common/i18n/editor-catalogue.ts";

// The editor's texts arrive with the editor's chunks (ADR 016): each chunk's entry imports this first.
registerEditorMessages();
