import { describe, expect, it } from "vitest";
import { answerDisplayValue, type AnswerDisplayContext } from "./cart-answers.ts";

const colours = [
  { id: 9301, name: "Rot" },
  { id: 9302, name: "Blau" },
];
const de: AnswerDisplayContext = { locale: "de", fileNames: new Map([["a".repeat(32), "Entwurf.png"]]), ticked: "Ja" };
const en: AnswerDisplayContext = { ...de, locale: "en", ticked: "Yes" };
const of = (valueType: Parameters<typeof answerDisplayValue>[0]["valueType"]) => ({
  valueType,
  selectionValues: valueType === "selection" ? colours : [],
});

describe("answerDisplayValue", () => {
  it("names the chosen selection value, not its id", () => {
    expect(answerDisplayValue(of("selection"), "9302", de)).toBe("Blau");
    expect(answerDisplayValue(of("selection"), "9399", de)).toBe("");
  });

  it("shows a file's original name, never its stored key", () => {
    expect(answerDisplayValue(of("file"), "a".repeat(32), de)).toBe("Entwurf.png");
    expect(answerDisplayValue(of("file"), "b".repeat(32), de)).toBe("");
  });

  it("reads a ticked box as yes in the shopper's language", () => {
    expect(answerDisplayValue(of("empty"), "", de)).toBe("Ja");
    expect(answerDisplayValue(of("empty"), "", en)).toBe("Yes");
  });

  it("keeps text and whole numbers and writes decimals with the locale's separator", () => {
    expect(answerDisplayValue(of("text"), "Für Anna", de)).toBe("Für Anna");
    expect(answerDisplayValue(of("int"), "3", de)).toBe("3");
    expect(answerDisplayValue(of("float"), "2.5", de)).toBe("2,5");
    expect(answerDisplayValue(of("float"), "2.5", en)).toBe("2.5");
  });
});
